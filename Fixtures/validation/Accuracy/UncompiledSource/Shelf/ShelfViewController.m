#import <UIKit/UIKit.h>

@interface ShelfViewController : UIViewController
@end

@implementation ShelfViewController

- (void)showDetail {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Shelf" bundle:nil];
    UIViewController *detail = [storyboard instantiateViewControllerWithIdentifier:@"shelfDetail"];
    [self.navigationController pushViewController:detail animated:YES];
}

@end
