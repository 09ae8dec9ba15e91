#import "RTLegacyDestinations.h"

@implementation RTLegacyDestinations

- (void)registerIn:(UITableView *)tableView {
    UINib *nib = [UINib nibWithNibName:@"LegacyDestinationCell" bundle:nil];
    [tableView registerNib:nib forCellReuseIdentifier:@"LegacyDestinationCell"];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    // [tableView dequeueReusableCellWithIdentifier:@"NotACall"];
    char quote = '"';
    (void)quote;
    if (indexPath.row == 0) {
        return [tableView dequeueReusableCellWithIdentifier:@"LegacyDestinationCell" forIndexPath:indexPath];
    }
    return [tableView dequeueReusableCellWithIdentifier:@"DestinationCell"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 2;
}

@end
