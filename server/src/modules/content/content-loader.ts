import { isDeepStrictEqual } from 'node:util';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { Competitor } from '../competitors/competitor.entity';
import { GlossaryTerm } from '../glossary/glossary-term.entity';
import { industryContractRange } from './contract-value';
import { Industry } from '../industries/industry.entity';
import { Niche } from '../industries/niche.entity';
import type { ContentSet } from './content-files';
import { ContentState } from './content-state.entity';

export const CONTENT_CHANNEL = 'content_changed';

export interface SyncCounts {
  created: number;
  updated: number;
  removed: number;
}

export interface ContentLoadReport {
  version: number;
  changed: boolean;
  counts: Record<'industries' | 'niches' | 'glossaryTerms' | 'competitors' | 'posts', SyncCounts>;
}

/**
 * Makes the rows of one table equal to `desired`: inserts new keys and updates rows whose
 * fields differ (unchanged rows are not written at all). Rows whose keys are gone are deleted
 * by `removeStale`, which the caller runs once dependent tables have been synced.
 */
async function syncRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  desired: Partial<T>[],
  keyOf: (row: Partial<T>) => string,
  scope: Partial<T> = {},
): Promise<{ counts: SyncCounts; saved: T[]; removeStale: () => Promise<void> }> {
  const repository = manager.getRepository(entity);
  const existing = await repository.find({ where: scope });
  const byKey = new Map(existing.map((row) => [keyOf(row), row]));
  const counts: SyncCounts = { created: 0, updated: 0, removed: 0 };
  const toSave: T[] = [];
  const kept = new Set<string>();

  for (const row of desired) {
    const key = keyOf(row);
    kept.add(key);
    const current = byKey.get(key);
    if (!current) {
      toSave.push(repository.create(row as T));
      counts.created += 1;
    } else if (Object.entries(row).some(([field, value]) => !isDeepStrictEqual(current[field], value))) {
      toSave.push(repository.merge(current, row as T));
      counts.updated += 1;
    }
  }
  const stale = existing.filter((row) => !kept.has(keyOf(row)));
  counts.removed = stale.length;
  const saved = toSave.length > 0 ? await repository.save(toSave, { chunk: 100 }) : [];
  return {
    counts,
    saved: [...existing.filter((row) => kept.has(keyOf(row))), ...saved],
    removeStale: async () => {
      if (stale.length > 0) await repository.remove(stale);
    },
  };
}

const normaliseNullable = <T>(value: T | undefined): T | null => value ?? null;

/**
 * Loads a validated content set into PostgreSQL in one transaction. Signups, surveys,
 * contact messages and email lists are never touched. When anything changed, the content
 * version is bumped and every server is told through NOTIFY, delivered at commit.
 */
export async function loadContent(dataSource: DataSource, content: ContentSet): Promise<ContentLoadReport> {
  return dataSource.transaction(async (manager) => {
    // One loader at a time: concurrent start-ups of several instances wait here.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['bidlight:content-load']);

    const industries = await syncRows<Industry>(
      manager,
      Industry,
      content.industries.map(({ niches, notionId, ...industry }) => ({
        ...industry,
        averageContractValue: industryContractRange(niches.map((niche) => niche.averageContractValue)),
        notionId: normaliseNullable(notionId),
        featuredImage: `/images/industries/${industry.slug}.svg`,
      })),
      (row) => row.slug!,
    );
    const industryIds = new Map(industries.saved.map((row) => [row.slug, row.id]));

    const niches = await syncRows<Niche>(
      manager,
      Niche,
      content.industries.flatMap((industry) =>
        industry.niches.map((niche, position) => ({ ...niche, position, industryId: industryIds.get(industry.slug)! })),
      ),
      (row) => `${row.industryId}/${row.slug}`,
    );
    await niches.removeStale();
    await industries.removeStale();

    const glossaryTerms = await syncRows<GlossaryTerm>(manager, GlossaryTerm, content.glossary, (row) => row.slug!);

    const competitors = await syncRows<Competitor>(
      manager,
      Competitor,
      content.competitors.map(
        ({ quickVerdict, whyUsersSwitch, useCases, migrationSteps, exampleScenario, peopleAlsoAsk, factChecks, setupTimeBasis, whyUsersSwitchBasis, ...competitor }) => ({
          ...competitor,
          isOwnProduct: competitor.slug === 'bidlight',
          editorial: { quickVerdict, whyUsersSwitch, useCases, migrationSteps, exampleScenario, peopleAlsoAsk, factChecks, setupTimeBasis, whyUsersSwitchBasis },
        }),
      ),
      (row) => row.slug!,
    );

    const posts = await syncRows<BlogPost>(
      manager,
      BlogPost,
      content.posts.map(({ notionId, ...post }) => ({
        ...post,
        notionId: normaliseNullable(notionId),
        featuredImage: `/images/blog/${post.slug}.svg`,
      })),
      (row) => row.slug!,
    );

    for (const synced of [glossaryTerms, competitors, posts]) await synced.removeStale();

    const counts = {
      industries: industries.counts,
      niches: niches.counts,
      glossaryTerms: glossaryTerms.counts,
      competitors: competitors.counts,
      posts: posts.counts,
    };
    const state = await manager.findOneBy(ContentState, { id: 1 });
    const rowsChanged = Object.values(counts).some((c) => c.created + c.updated + c.removed > 0);
    const changed = rowsChanged || state?.checksum !== content.checksum;
    const version = changed ? (state?.version ?? 0) + 1 : state!.version;
    if (changed) {
      await manager.save(ContentState, {
        id: 1,
        version,
        checksum: content.checksum,
        site: content.site,
        updatedAt: new Date(),
      });
      await manager.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, String(version)]);
    }
    return { version, changed, counts };
  });
}

export async function storedContentChecksum(dataSource: DataSource): Promise<string | null> {
  const state = await dataSource.getRepository(ContentState).findOneBy({ id: 1 });
  return state?.checksum ?? null;
}
