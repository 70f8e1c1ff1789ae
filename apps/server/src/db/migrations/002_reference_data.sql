-- §9 partners and subsidiary/company codes; §3 default features per partner.

INSERT INTO partners (code, name) VALUES
  ('alic', 'ALIC'),
  ('rsl', 'RSL'),
  ('standard', 'Standard');

INSERT INTO subsidiaries (number, partner, company, new_york) VALUES
  (0, 'alic', 'ALIC', false),
  (10, 'alic', 'ALIC', false),
  (30, 'alic', 'ALIC', false),
  (26, 'alic', 'FALIC', true),
  (136, 'rsl', 'RSL', false),
  (137, 'rsl', 'RSLNY', true),
  (160, 'standard', 'STANDARD', false),
  (161, 'standard', 'STANDARDNY', true);

-- Every member flag on except: rsl has no LASIK, standard has no chat.
INSERT INTO partner_features (partner, features)
SELECT code, jsonb_build_object(
  'available', true,
  'member', true,
  'memberRegistration', true,
  'memberIdCard', true,
  'memberSavings', true,
  'memberChat', code <> 'standard',
  'memberContact', true,
  'memberDental', true,
  'memberVision', true,
  'memberLasik', code <> 'rsl',
  'memberDentalFeatures', jsonb_build_object(
    'benefitSummary', true, 'billingAccount', true, 'claims', true, 'certPlanDoc', true,
    'dceOutOfNetwork', true, 'dentalForms', true, 'dentalReportCard', true, 'dentalWellness', true,
    'edelivery', true, 'enrollmentApp', true, 'faq', true, 'findAProvider', true, 'glossary', true,
    'nominateProviderLink', true, 'patientDetails', true, 'worldSupport', code = 'alic'
  ),
  'memberVisionFeatures', jsonb_build_object(
    'benefitSummary', true, 'billingAccount', true, 'certPlanDoc', true, 'claims', true,
    'findAProvider', true, 'submitClaim', true, 'visionForms', true, 'visionWellness', true
  ),
  'maintenanceList', '[]'::jsonb,
  'subsidiary', code,
  'compatibility', jsonb_build_object(
    'minimumBrowserVersions', jsonb_build_object('chrome', 109, 'edge', 109, 'firefox', 115, 'safari', 15)
  ),
  'message', ''
)
FROM partners;
