// The admin's site speed screen lives beside access management (issue 12 item 6).
export const siteSpeedPath = '/access-management/site-speed';
