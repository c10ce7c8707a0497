export function findEmulator(): string | undefined;
export function startEmulator(): Promise<{ host: string; stop(): void }>;
