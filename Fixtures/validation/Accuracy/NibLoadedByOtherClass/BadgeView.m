#import "BadgeView.h"

@implementation BadgeView
@end
