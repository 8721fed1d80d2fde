import {
  showsBalance,
  type PageList,
  type ThresholdAccount,
  type ThresholdAddBody,
  type ThresholdPageQuery,
  type ThresholdRow,
  type ThresholdUpdateBody,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { toJsonAmount } from '../../platform/money';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { platformLabel } from './balance-warning-mail';
import { actingPlatform } from '../../platform/acting-platform';
import type { Actor } from './platform-scope';
import { createThresholdsRepository } from './thresholds.repository';

function notFound(id: number): BadRequestError {
  return new BadRequestError(`Threshold ${id} does not exist`);
}

/**
 * Warning thresholds, one per account (platform and currency): a user with a platform works on
 * its own platform's, a user without one on any (docs/decisions/0011-thresholds-balance-warning.md).
 */
export function createThresholdsService(deps: { db: Database; timeZone: string }) {
  const repository = createThresholdsRepository(deps.db);
  const time = (date: Date) => formatDateTime(date, deps.timeZone);

  return {
    /**
     * A caller whose platform hides the balance (edreams, spec section 6) gets the thresholds and their
     * state without the amount, and the list is not ordered by it (a link sorted by balance falls back
     * to the account order rather than leak the order of the hidden amounts).
     */
    async page(actor: Actor, query: ThresholdPageQuery): Promise<PageList<ThresholdRow>> {
      const platformType = actor.platformType ?? query.platformType ?? null;
      const figures = showsBalance(actor.platformType);
      const sortField = figures || query.sortField !== 'balance' ? query.sortField : undefined;
      const { rows, total } = await repository.page(
        { platformType, currency: query.currency },
        { field: sortField, order: query.sortOrder },
        pageOffset(query),
        query.pageSize,
      );
      const pageList = rows.map((row) => ({
        id: row.id,
        platformType: row.platformType,
        currency: row.currency,
        balance: figures ? toJsonAmount(row.balance) : null,
        warningThreshold: toJsonAmount(row.warningThreshold),
        belowThreshold: row.belowThreshold,
        warningSent: row.alerted,
        createTime: time(row.createTime),
        updateTime: time(row.updateTime),
      }));
      return { pageList, totalCount: total };
    },

    async accounts(actor: Actor): Promise<ThresholdAccount[]> {
      const rows = await repository.accounts({ platformType: actor.platformType });
      return rows.map(({ platformType, currency, hasThreshold }) => ({
        platformType,
        currency,
        hasThreshold,
      }));
    },

    /** No mail on adding, even below the balance: the next debit that leaves it below mails. */
    async add(actor: Actor, body: ThresholdAddBody): Promise<{ id: number }> {
      const platformType = actingPlatform(actor.platformType, body.platformType);
      const accountId = await repository.accountId(platformType, body.currency);
      if (accountId === undefined) {
        throw new BadRequestError(`${platformLabel(platformType)} has no ${body.currency} account`);
      }
      const id = await repository.insert(accountId, body.warningThreshold);
      if (id === undefined) {
        throw new BadRequestError(
          `A warning threshold for ${body.currency} on ${platformLabel(platformType)} already exists`,
        );
      }
      return { id };
    },

    async update(actor: Actor, body: ThresholdUpdateBody): Promise<void> {
      const updated = await repository.updateAmount(
        body.id,
        { platformType: actor.platformType },
        body.warningThreshold,
      );
      if (!updated) throw notFound(body.id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      if (!(await repository.delete(id, { platformType: actor.platformType }))) throw notFound(id);
    },
  };
}
