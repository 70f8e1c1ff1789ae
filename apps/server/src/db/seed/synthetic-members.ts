// Realistic synthetic members over all partners: several
// coverage lines with dental and vision LOB codes (§6), plan sponsors, New
// York members, terminated policies (MEM-EFF-DT 0 with a term date), patients.
// Member n of seed s is always the same, whatever the batch it is made in.
import type { Partner } from '@portal/core';
import {
  dentalLobs, firstNames, lasikLob, lastNames, middleInitials, newYork, partnerWeights, planSponsors,
  states, subsidiariesByPartner, visionLobs, visionLobsByPartner,
} from './catalogue.ts';
import { memberContactOf } from './member-addresses.ts';
import { createRandom, mixSeed, type Random } from './random.ts';
import type { SeedCoverageLine, SeedMember, SeedPatient } from './seed-types.ts';

/** Synthetic member ids are 9 digits from here; demo members use 9000000xx. */
export const firstSyntheticMemberId = 100_000_001;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const yyyymmdd = (year: number, month: number, day: number) => year * 10_000 + month * 100 + day;
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function birthDate(random: Random, fromYear: number, toYear: number): string {
  const month = random.int(1, 12);
  const year = random.int(fromYear, toYear);
  return isoDate(year, month, random.int(1, lastDayOf(year, month)));
}

const policyBase: Record<Partner, number> = { alic: 120_000, rsl: 360_000, standard: 560_000 };

interface Employer {
  sponsor: string;
  policyNumber: number;
  divisionNumber: number;
  groupPpoCode: string;
}

function employer(random: Random, partner: Partner): Employer {
  const index = random.int(0, planSponsors.length - 1);
  return {
    sponsor: planSponsors[index]!,
    policyNumber: policyBase[partner] + index * 7,
    divisionNumber: random.int(1, 4),
    groupPpoCode: `${String.fromCharCode(65 + (index % 6))}${pad(random.int(1, 20))}`,
  };
}

function activeLine(
  random: Random, base: Omit<SeedCoverageLine, 'lob' | 'effectiveDate' | 'termDate' | 'eligibilityInd' | 'idCardInd' | 'groupPpoCode'>,
  lob: string, groupPpoCode: string,
): SeedCoverageLine {
  const year = random.int(2016, 2025);
  return {
    ...base,
    lob,
    effectiveDate: yyyymmdd(year, random.int(1, 12), 1),
    termDate: 0,
    groupPpoCode,
    eligibilityInd: '',
    // A few plans print no ID card (§2 mobile ID-card button explains why not).
    idCardInd: random.chance(0.9) ? 'Y' : 'N',
  };
}

/** CURR-COV-TYPE of the member's patients: which active lines cover them. */
export function coverageTypeOf(lines: readonly SeedCoverageLine[]): string {
  const active = lines.filter((line) => line.effectiveDate !== 0).map((line) => line.lob);
  const vision = active.some((lob) => (visionLobs as readonly string[]).includes(lob));
  const dental = active.some((lob) => (dentalLobs as readonly string[]).includes(lob));
  return [dental && 'DENTAL', vision && 'VISION'].filter(Boolean).join('/') || 'NONE';
}

export function syntheticMember(seed: number, memberNumber: number): SeedMember {
  const random = createRandom(mixSeed(seed, memberNumber));
  const partner = random.weighted(partnerWeights);
  const subsidiary = random.weighted(subsidiariesByPartner[partner].map((s) => [s, s.weight] as const));
  const state = subsidiary.newYork ? newYork : random.pick(states);
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const id = String(firstSyntheticMemberId + memberNumber);
  const certificateNumber = 1_000_000 + memberNumber;
  const job = employer(random, partner);
  const spdc = {
    subsidiaryNumber: subsidiary.number,
    policyNumber: job.policyNumber,
    divisionNumber: job.divisionNumber,
    certificateNumber,
    planSponsorName: job.sponsor,
  };

  const lines: SeedCoverageLine[] = [];
  lines.push(activeLine(random, spdc, random.chance(0.85) ? dentalLobs[0] : dentalLobs[1], job.groupPpoCode));
  if (random.chance(0.8)) lines.push(activeLine(random, spdc, random.pick(visionLobsByPartner[partner]), ''));
  if (partner !== 'rsl' && random.chance(0.08)) lines.push(activeLine(random, spdc, lasikLob, ''));
  // A policy with a former employer that has ended.
  if (random.chance(0.12)) {
    const former = employer(random, partner);
    const endYear = random.int(2019, 2025);
    const endMonth = random.int(1, 12);
    lines.push({
      subsidiaryNumber: subsidiary.number,
      policyNumber: former.policyNumber,
      divisionNumber: former.divisionNumber,
      certificateNumber: certificateNumber + 500_000,
      planSponsorName: former.sponsor,
      lob: random.chance(0.6) ? 'DEN' : random.pick(visionLobsByPartner[partner]),
      effectiveDate: 0,
      termDate: yyyymmdd(endYear, endMonth, lastDayOf(endYear, endMonth)),
      groupPpoCode: former.groupPpoCode,
      eligibilityInd: 'N',
      idCardInd: 'N',
    });
  }

  const coverageType = coverageTypeOf(lines);
  const patients: SeedPatient[] = [
    { claimantNumber: 1, name: `${firstName} ${lastName}`, dateOfBirth: birthDate(random, 1955, 2002), coverageType, termDate: 0 },
  ];
  if (random.chance(0.45)) {
    patients.push({
      claimantNumber: 2, name: `${random.pick(firstNames)} ${lastName}`, dateOfBirth: birthDate(random, 1955, 2002),
      coverageType, termDate: 0,
    });
  }
  const children = random.weighted([[0, 45], [1, 25], [2, 20], [3, 10]] as const);
  for (let child = 0; child < children; child += 1) {
    patients.push({
      claimantNumber: 3 + child, name: `${random.pick(firstNames)} ${lastName}`, dateOfBirth: birthDate(random, 2004, 2024),
      coverageType, termDate: 0,
    });
  }

  const emailName = `${firstName}.${lastName}`.normalize('NFD').replace(/[^A-Za-z.]/g, '').toLowerCase();
  return {
    id,
    partner,
    firstName,
    middleName: random.chance(0.6) ? random.pick(middleInitials) : '',
    lastName,
    email: `${emailName}.${memberNumber}@example.com`,
    dateOfBirth: patients[0]!.dateOfBirth,
    zipCode: `${pad(random.int(state.zip[0], state.zip[1]), 3)}${pad(random.int(0, 99))}`,
    stateCode: state.code,
    ...memberContactOf(seed, memberNumber, state.code),
    optInDisplayInd: random.weighted([['Y', 60], ['N', 30], ['', 10]] as const),
    coverageLines: lines,
    patients,
  };
}
