import { Column, Index } from "typeorm";

/** The SQL that makes a search document: the `title` words weigh most (A), the `body` words less (B). */
export function searchDocumentSql(title: string, body: string): string {
  return `setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${body}), 'B')`;
}

/**
 * Site search's weighted document for an entity, kept by PostgreSQL as a generated column
 * (`search_document`, GIN-indexed as `indexName` by the SearchDocuments migration) and read only
 * by the search's SQL (modules/search/search.service.ts): never selected, inserted or updated by TypeORM.
 * `title` and `body` are SQL expressions over the table's columns.
 */
export function SearchDocumentColumn(
  indexName: string,
  { title, body }: { title: string; body: string },
): PropertyDecorator {
  const column = Column({
    type: "tsvector",
    nullable: true,
    select: false,
    insert: false,
    update: false,
    generatedType: "STORED",
    asExpression: searchDocumentSql(title, body),
  });
  const index = Index(indexName, { synchronize: false });
  return (target, property) => {
    column(target, property);
    index(target, property);
  };
}
