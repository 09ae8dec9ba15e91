#import <UIKit/UIKit.h>

// Listed in the project but compiled by no target since the purchases screen was dropped.
@interface PurchasesController : UITableViewController
@end

@implementation PurchasesController

- (instancetype)initFromStoryboard {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Accounts" bundle:nil];
    return [storyboard instantiateViewControllerWithIdentifier:@"purchasedController"];
}

@end
