// Reference lists for synthetic data: invented people and employers only.
import type { Partner } from '@portal/core';

// §6 line-of-business classes.
export const dentalLobs = ['DEN', 'PPD'] as const;
export const visionLobs = ['VIS', 'EYE', 'PER', 'VSP', 'DHS', 'VSX', 'VSD', 'EYD', 'EXA'] as const;
export const lasikLob = 'LSK';

/** §9 subsidiaries of each partner with how often members fall in them; NY companies marked. */
export const subsidiariesByPartner: Record<Partner, ReadonlyArray<{ number: number; weight: number; newYork: boolean }>> = {
  alic: [
    { number: 10, weight: 55, newYork: false },
    { number: 30, weight: 20, newYork: false },
    { number: 0, weight: 10, newYork: false },
    { number: 26, weight: 15, newYork: true },
  ],
  rsl: [
    { number: 136, weight: 80, newYork: false },
    { number: 137, weight: 20, newYork: true },
  ],
  standard: [
    { number: 160, weight: 80, newYork: false },
    { number: 161, weight: 20, newYork: true },
  ],
};

export const partnerWeights: ReadonlyArray<readonly [Partner, number]> = [
  ['alic', 50],
  ['rsl', 25],
  ['standard', 25],
];

/** Vision codes each partner's plans use most (rsl VSP, standard EyeMed). */
export const visionLobsByPartner: Record<Partner, readonly string[]> = {
  alic: ['VIS', 'VIS', 'VSX', 'VSD', 'EYD', 'PER', 'EXA', 'DHS'],
  rsl: ['VSP', 'VSP', 'VIS', 'EXA'],
  standard: ['EYE', 'EYE', 'VIS', 'EYD'],
};

export const firstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sophia', 'Elijah', 'Isabella', 'Lucas',
  'Mia', 'Ethan', 'Amelia', 'Aiden', 'Harper', 'Jackson', 'Evelyn', 'Sebastian', 'Abigail', 'Daniel',
  'Camila', 'Henry', 'Luna', 'Michael', 'Sofia', 'Alexander', 'Valentina', 'Samuel', 'Chloe', 'David',
  'Priya', 'Wei', 'Aaliyah', 'Jamal', 'Fatima', 'Hiroshi', 'Anjali', 'Diego', 'Ngozi', 'Tomasz',
  'Grace', 'Owen', 'Nora', 'Caleb', 'Hannah', 'Isaac', 'Zoe', 'Gabriel', 'Lily', 'Julian',
  'Rosa', 'Luis', 'Carmen', 'José', 'Lucía', 'Miguel', 'Ana', 'Javier', 'Elena', 'Andrés',
] as const;

// Includes Mc/Mac, O' and hyphenated names so the sites' proper-casing (§3) is exercised.
export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Nguyen', 'Patel', 'Kim', 'Chen', 'Okafor', 'Kowalski', 'Yamamoto', 'Haddad', 'Singh', 'Cohen',
  'McDonald', 'MacArthur', 'McKenzie', "O'Brien", "O'Connor", "D'Angelo", 'Smith-Jones', 'Garcia-Lopez',
  'Van Dyke', 'De La Cruz', 'St. Clair', 'Fitzgerald', 'Baker', 'Rivera', 'Campbell', 'Mitchell', 'Carter',
] as const;

export const middleInitials = ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'L', 'M', 'R', 'S', 'T'] as const;

export const planSponsors = [
  'Northwind Logistics', 'Bluebird Bakeries', 'Cedar Valley School District', 'Harborview Hospital',
  'Summit Ridge Engineering', 'Prairie State Credit Union', 'Lakeshore Manufacturing', 'Golden Oak Realty',
  'Riverbend County', 'Ironwood Construction', 'Maple Leaf Insurance Agency', 'Silver Creek Dental Lab',
  'Brightpath Learning', 'Evergreen Landscaping', 'Copperfield Foods', 'Aurora Software',
  'Pinecrest Senior Living', 'Redstone Mining Co.', 'Bayside Marine Supply', 'Highland Transit Authority',
  'Sunrise Pediatrics', 'Granite Peak Outfitters', 'Meadowbrook Farms', 'Oceanic Shipping Lines',
  'Crescent City Law Group', 'Willow Creek Library District', 'Falcon Aerospace Parts', 'Keystone Hardware',
  'Blue Heron Hotels', 'Tri-County Water Authority', 'Orchard Hill Winery', 'Starlight Theaters',
  'Hudson Valley Printing', 'Empire Metro Couriers', 'Union Square Textiles', 'Adirondack Timber Works',
] as const;

/** States with a ZIP prefix range; NY carries the NY subsidiaries' members. */
export const states = [
  { code: 'NE', zip: [680, 693] }, { code: 'IA', zip: [500, 528] }, { code: 'CA', zip: [900, 961] },
  { code: 'TX', zip: [750, 799] }, { code: 'FL', zip: [320, 349] }, { code: 'IL', zip: [600, 629] },
  { code: 'PA', zip: [150, 196] }, { code: 'OH', zip: [430, 458] }, { code: 'GA', zip: [300, 319] },
  { code: 'NC', zip: [270, 289] }, { code: 'MI', zip: [480, 499] }, { code: 'NJ', zip: [70, 89] },
  { code: 'WA', zip: [980, 994] }, { code: 'AZ', zip: [850, 865] }, { code: 'CO', zip: [800, 816] },
  { code: 'MN', zip: [550, 567] }, { code: 'MO', zip: [630, 658] }, { code: 'VA', zip: [220, 246] },
  { code: 'NY', zip: [100, 149] },
] as const;
export const newYork = states.find((state) => state.code === 'NY')!;
