#import <Cocoa/Cocoa.h>

// The panel that shows an item's details; its XIB was copied to make UpdatePanel.xib.
@interface InfoPanelController : NSWindowController <NSWindowDelegate>

@property(weak) IBOutlet NSTextField *nameField;
@property(weak) IBOutlet NSTextField *pathField;

- (IBAction)reveal:(id)sender;

@end
