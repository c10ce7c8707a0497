/** Where a Bigtable backend's data lives, as banners, `status` and errors name it. */
export interface BigtableAddress {
  project: string;
  instance: string;
  /** host:port of the emulator (BIGTABLE_EMULATOR_HOST, which the client reads), or undefined for Cloud Bigtable. */
  emulator?: string;
}

export function describeAddress(a: BigtableAddress): string {
  return `${a.project}/${a.instance}${a.emulator ? ` (emulator ${a.emulator})` : ''}`;
}
