import { dhmoNetwork } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { demoMembers } from './demo-data.ts';
import { demoPrimaryDentistDirectorySize, demoPrimaryDentists } from './primary-dentists-demo.ts';
import { syntheticProvider, zipPlaces } from './providers.ts';
import { defaultSeed } from './seed.ts';

describe('the DHMO demo members’ primary dentists', async () => {
  const places = [...(await zipPlaces()).values()];
  const directory = Array.from({ length: demoPrimaryDentistDirectorySize }, (_, n) => syntheticProvider(defaultSeed, n, places));
  const choosable = (p: (typeof directory)[number]) =>
    p.providerType === 'generalDentist' && p.networks.includes(dhmoNetwork) && p.acceptingNewPatients;

  it('assigns one to every demo member with a DHMO (PPD) line, and to no one else', () => {
    const dhmoMembers = demoMembers.filter((m) => m.coverageLines.some((l) => l.lob === 'PPD')).map((m) => m.id);
    expect(Object.keys(demoPrimaryDentists).sort()).toEqual(dhmoMembers.sort());
    expect(dhmoMembers).toHaveLength(3);
  });

  it.each(Object.entries(demoPrimaryDentists))('member %s: a DHMO general dentist accepting new patients in their ZIP, with others near', (memberId, { providerId }) => {
    const member = demoMembers.find((m) => m.id === memberId)!;
    const dentist = directory.find((p) => p.id === providerId);
    expect(dentist && choosable(dentist)).toBe(true);
    expect(dentist!.zip).toBe(member.zipCode);
    expect(dentist!.state).toBe(member.stateCode);
  });
});
