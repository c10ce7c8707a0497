export async function main(argv: string[]): Promise<void> {
  void argv;
}
