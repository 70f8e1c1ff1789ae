// Work on a patient's teeth for the tooth chart's tests and stories: an
// adult with fillings, a crown and a quadrant of deep cleaning over several
// claims, and a child with baby teeth.
import type { ToothWork } from '../../lib/tooth-work.ts';

export const adultWork: ToothWork[] = [
  { toothArchQuad: '30', surface: 'O', serviceDate: '2025-03-03', code: 'D2391', description: 'Resin-based composite – one surface, posterior', claimNumber: '25071000123' },
  { toothArchQuad: '30', surface: '', serviceDate: '2025-09-16', code: 'D2740', description: 'Crown – porcelain/ceramic', claimNumber: '25091600412' },
  { toothArchQuad: '3', surface: 'MOD', serviceDate: '2024-11-20', code: 'D2160', description: 'Amalgam – three surfaces', claimNumber: '24112000388' },
  { toothArchQuad: '14', surface: '', serviceDate: '2025-02-04', code: 'D2740', description: 'Crown – porcelain/ceramic', claimNumber: '25020400981' },
  { toothArchQuad: 'UR', surface: '', serviceDate: '2024-06-11', code: 'D4341', description: 'Periodontal scaling and root planing – four or more teeth per quadrant', claimNumber: '24061100215' },
];

export const childWork: ToothWork[] = [
  { toothArchQuad: 'A', surface: 'O', serviceDate: '2025-01-22', code: 'D2140', description: 'Amalgam – one surface', claimNumber: '25012200150' },
  { toothArchQuad: 'K', surface: 'OB', serviceDate: '2025-01-22', code: 'D2150', description: 'Amalgam – two surfaces', claimNumber: '25012200150' },
  { toothArchQuad: 'T', surface: '', serviceDate: '2025-06-30', code: 'D7140', description: 'Extraction, erupted tooth or exposed root', claimNumber: '25063000077' },
  { toothArchQuad: '3', surface: 'O', serviceDate: '2025-06-30', code: 'D1351', description: 'Sealant – per tooth', claimNumber: '25063000077' },
];
