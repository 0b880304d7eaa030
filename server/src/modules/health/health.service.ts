import type { DataSource } from 'typeorm';
import type { SiteService } from '../content/site.service';

export interface Health {
  status: 'ok' | 'unavailable';
  database: { up: boolean; latencyMs: number | null };
  contentVersion: number | null;
  contentUpdatedAt: string | null;
}

export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly site: SiteService,
  ) {}

  async check(): Promise<Health> {
    const started = performance.now();
    try {
      await this.dataSource.query('SELECT 1');
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      const [contentVersion, updatedAt] = await Promise.all([this.site.contentVersion(), this.site.contentUpdatedAt()]);
      return {
        status: 'ok',
        database: { up: true, latencyMs },
        contentVersion,
        contentUpdatedAt: updatedAt?.toISOString() ?? null,
      };
    } catch {
      return { status: 'unavailable', database: { up: false, latencyMs: null }, contentVersion: null, contentUpdatedAt: null };
    }
  }
}
