#import <Cocoa/Cocoa.h>

@interface BadgeView : NSView
@property(nonatomic) NSInteger count;
@end
