#import <Foundation/Foundation.h>

@interface Command : NSObject
@property (copy) NSString *identifier;
@property (copy) NSString *directObject;
@property (copy) NSString *indirectObject;
- (NSString *)title;
@end
