#import <Cocoa/Cocoa.h>

// Loads GeneralPane.xib with itself as the owner.
@interface GeneralPane : NSObject

@property(strong) IBOutlet NSView *view;
@property(weak) IBOutlet NSButton *launchAtLoginBox;

@end
