/**
 * A read kept until its key changes (a version of the site's content), shared by the callers that
 * ask meanwhile. A failed read is forgotten, so the next call tries again.
 */
export class KeptRead<Answer> {
  private kept: { key: string; read: Promise<Answer> } | null = null;

  get(key: string, read: () => Promise<Answer>): Promise<Answer> {
    if (this.kept?.key !== key) {
      const reading = read();
      this.kept = { key, read: reading };
      reading.catch(() => {
        if (this.kept?.read === reading) this.kept = null;
      });
    }
    return this.kept.read;
  }

  forget(): void {
    this.kept = null;
  }
}
