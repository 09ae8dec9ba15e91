#import <Cocoa/Cocoa.h>
#import "UpdatePanelController.h"

@interface AppDelegate : NSObject <NSApplicationDelegate>
@property(strong) UpdatePanelController *updatePanel;
@property(strong) NSNib *badgeNib;
@end

@implementation AppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)notification {
    self.updatePanel = [[UpdatePanelController alloc] initWithWindowNibName:@"UpdatePanel"];
    [self.updatePanel showWindow:self];
    // Instantiated later with whatever owner the dock tile needs.
    self.badgeNib = [[NSNib alloc] initWithNibNamed:@"Badge" bundle:nil];
}

@end
