#import "InfoPanelController.h"

@implementation InfoPanelController

- (IBAction)reveal:(id)sender {
    [[NSWorkspace sharedWorkspace] selectFile:self.pathField.stringValue inFileViewerRootedAtPath:@""];
}

@end
