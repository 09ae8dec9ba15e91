#import <Cocoa/Cocoa.h>

@interface PreferencesController : NSWindowController
@end
