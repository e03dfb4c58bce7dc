import { maxPublicationPage, type PublicationList, type PublicationListQuery } from '../../../contract/publication.ts';
import type { Executor } from '../../store/db.ts';
import { pagePublications } from '../../store/repositories/publications.ts';
import { DomainFailure } from '../failures.ts';
import { loadPublications, presentListedPublication } from './present.ts';

/** GET /v1/publications: a page of the project's publications, each with its customer and codes. */
export async function readPublicationPage(
  db: Executor,
  projectId: string,
  query: PublicationListQuery,
): Promise<PublicationList> {
  if (query.page > maxPublicationPage)
    throw new DomainFailure({
      kind: 'invalid',
      key: 'page_over_limit',
      message: `Listing resource above ${maxPublicationPage} page is not supported`,
      details: `Property .page cannot be higher than ${maxPublicationPage}`,
    });
  const { rows, total } = await pagePublications(db, projectId, query);
  const loaded = await loadPublications(db, rows);
  return {
    object: 'list',
    data_ref: 'publications',
    publications: rows.map((row) => presentListedPublication(row, loaded)),
    total,
  };
}
