import { isRemoteRegistryEntry } from './registry';

const JURY = {
  name: 'mfe_jury',
  entry: '/mfe-jury/remoteEntry.js',
  paths: ['jury-service', 'jury-faq'],
};

describe('isRemoteRegistryEntry', () => {
  it('accepts an entry with a name, an entry URL and string paths', () => {
    expect(isRemoteRegistryEntry(JURY)).toBe(true);
    expect(isRemoteRegistryEntry({ ...JURY, paths: [] })).toBe(true);
  });

  it('refuses what a half-written or hand-edited file may hold', () => {
    expect(isRemoteRegistryEntry(null)).toBe(false);
    expect(isRemoteRegistryEntry('mfe_jury')).toBe(false);
    expect(isRemoteRegistryEntry([JURY])).toBe(false);
    expect(isRemoteRegistryEntry({ entry: JURY.entry, paths: JURY.paths })).toBe(false);
    expect(isRemoteRegistryEntry({ ...JURY, entry: 42 })).toBe(false);
    expect(isRemoteRegistryEntry({ ...JURY, paths: 'jury-service' })).toBe(false);
    expect(isRemoteRegistryEntry({ ...JURY, paths: ['jury-service', 7] })).toBe(false);
  });
});
