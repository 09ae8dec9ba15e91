#import "GeneralPane.h"

@implementation GeneralPane

- (instancetype)init {
    self = [super init];
    if (self) {
        [[NSBundle mainBundle] loadNibNamed:@"GeneralPane" owner:self topLevelObjects:nil];
    }
    return self;
}

@end
