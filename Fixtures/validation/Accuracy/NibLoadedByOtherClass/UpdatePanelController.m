#import "UpdatePanelController.h"

@implementation UpdatePanelController

- (IBAction)install:(id)sender {
    [self close];
}

@end
