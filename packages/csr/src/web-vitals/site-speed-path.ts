// The admin's site speed screen lives beside access management.
export const siteSpeedPath = '/access-management/site-speed';
