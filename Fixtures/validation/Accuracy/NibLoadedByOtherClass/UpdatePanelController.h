#import <Cocoa/Cocoa.h>

@interface UpdatePanelController : NSWindowController <NSWindowDelegate>

@property(weak) IBOutlet NSTextField *messageField;
@property(weak) IBOutlet NSButton *installButton;

- (IBAction)install:(id)sender;

@end
