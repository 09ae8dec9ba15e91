#import "PreferencesController.h"
#import "GeneralPane.h"

@implementation PreferencesController {
    GeneralPane *generalPane;
}

- (void)windowDidLoad {
    [super windowDidLoad];
    generalPane = [[GeneralPane alloc] init];
}

@end
