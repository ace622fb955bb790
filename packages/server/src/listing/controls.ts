import type { Database } from '@taxdep/db/schema';
import type { RegisterListControls } from '@taxdep/domain';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { badRequest } from '../http/http-error';
import { type ListOptions, listAssetsJson } from './listing';

/** The list query of a GET or the list body of a POST (the contract's, docs/api.md "Asset register"). */
export interface ListControls extends RegisterListControls {
  calculations?: boolean;
  searchValue?: string | null;
  filterValues?: string[] | null;
}

/** The list options of a GET query or POST body (defaults of docs/product/entities.md, docs/product/rules.md#constants-and-limits: page 1, 50, id ascending). */
export function listOptions(reportId: number, controls: ListControls): ListOptions {
  if (controls.calculations === true) throw badRequest('calculations=true is served by …/calculations.');
  return {
    reportId,
    searchValue: controls.searchValue ?? '',
    filterValues: controls.filterValues ?? [],
    pageNo: controls.pageNo ?? 1,
    pageSize: controls.pageSize ?? 50,
    sortBy: controls.sortBy ?? 'id',
    order: controls.order?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
    alerts: controls.alerts ?? false,
    demolition: controls.demolition ?? false,
  };
}

/** A listing is JSON text already (listing.ts): sent as it is, not serialised a second time. */
export async function sendListing(reply: FastifyReply, db: Kysely<Database>, options: ListOptions) {
  return reply.type('application/json; charset=utf-8').send(await listAssetsJson(db, options));
}
