import {
  servedAirlines,
  type WrapperAddInput,
  type WrapperEditInput,
  type WrapperListQuery,
  type WrapperPage,
  type WrapperRow,
  type WrapperStatusInput,
  type WrapperTestResult,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { createWrapperClient, isSupplierError, wrapperAddressProblem, type WrapperCalls } from '../suppliers';
import { createAirlinesRepository, type WrapperRecord, type WrapperTestRecord } from './airlines.repository';

export interface AirlinesDeps {
  db: Database;
  timeZone: string;
  /** How wrappers are called (config WRAPPER_TIMEOUT_MS, WRAPPER_ALLOWED_HOSTS). */
  wrapperCalls: WrapperCalls;
}

/** A wrapper at an internal address is refused before anything is written (wrapper-address.ts). */
function checkAddress(wrapperurl: string, wrapperCalls: WrapperCalls): void {
  const problem = wrapperAddressProblem(wrapperurl, wrapperCalls.allowedHosts);
  if (problem) throw new BadRequestError(problem);
}

const notFound = (id: number) => new BadRequestError(`Wrapper ${id} does not exist`);
const nameTaken = (name: string) => new BadRequestError(`name '${name}' is already used by another wrapper`);

/** PostgreSQL's unique_violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export function createAirlinesService(deps: AirlinesDeps) {
  const { db, timeZone } = deps;

  function toRow(record: WrapperRecord): WrapperRow {
    const tested = record.lastTestAt;
    const airline = record.lastTestAirline;
    return {
      id: record.id,
      name: record.name,
      status: record.status,
      wrapperurl: record.wrapperUrl,
      createdTime: formatDateTime(record.createdTime, timeZone),
      updatedTime: formatDateTime(record.updatedTime, timeZone),
      lastTest: tested
        ? {
            ok: record.lastTestOk ?? false,
            airline: airline ? { code: airline.code, name: airline.name } : null,
            airlines: airline ? (airline.airlines ?? [{ code: airline.code, name: airline.name }]) : [],
            version: record.lastTestVersion,
            elapsedMs: record.lastTestMs ?? 0,
            message: record.lastTestMessage ?? '',
            testedTime: formatDateTime(tested, timeZone),
          }
        : null,
    };
  }

  /** Runs a write in one transaction; a name taken by a concurrent write is refused like any other. */
  async function write<T>(
    name: string,
    work: (repo: ReturnType<typeof createAirlinesRepository>) => Promise<T>,
  ) {
    try {
      return await db.transaction((tx) => work(createAirlinesRepository(tx)));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    async page(query: WrapperListQuery): Promise<WrapperPage> {
      const { rows, total } = await createAirlinesRepository(db).page(
        { id: query.id, name: query.name, status: query.status },
        pageOffset(query),
        query.pageSize,
      );
      return { list: rows.map(toRow), totalRecords: total };
    },

    add(input: WrapperAddInput): Promise<{ id: number }> {
      checkAddress(input.wrapperurl, deps.wrapperCalls);
      return write(input.name, async (repo) => {
        if (await repo.nameTaken(input.name)) throw nameTaken(input.name);
        const id = await repo.insert({
          name: input.name,
          wrapperUrl: input.wrapperurl,
          status: input.status,
        });
        return { id };
      });
    },

    edit(input: WrapperEditInput): Promise<void> {
      checkAddress(input.wrapperurl, deps.wrapperCalls);
      return write(input.name, async (repo) => {
        const current = await repo.find(input.id);
        if (!current) throw notFound(input.id);
        if (await repo.nameTaken(input.name, input.id)) throw nameTaken(input.name);
        await repo.update(
          input.id,
          { name: input.name, wrapperUrl: input.wrapperurl, status: input.status },
          current.wrapperUrl !== input.wrapperurl,
        );
      });
    },

    async setStatus(input: WrapperStatusInput): Promise<void> {
      if (!(await createAirlinesRepository(db).update(input.id, { status: input.status })))
        throw notFound(input.id);
    },

    async remove(id: number): Promise<void> {
      if (!(await createAirlinesRepository(db).remove(id))) throw notFound(id);
    },

    /** Asks the wrapper's GET /v1/health over HTTP and keeps the outcome as the record's last test. */
    async testConnection(id: number): Promise<WrapperTestResult> {
      const repo = createAirlinesRepository(db);
      const record = await repo.find(id);
      if (!record) throw notFound(id);
      const client = createWrapperClient({
        ...deps.wrapperCalls,
        baseUrl: record.wrapperUrl,
        name: record.name,
      });
      const started = performance.now();
      let test: WrapperTestRecord;
      try {
        const health = await client.health();
        const elapsedMs = Math.round(performance.now() - started);
        const { airline } = health;
        const airlines = servedAirlines(health);
        const others = airlines.slice(1).map((sold) => `${sold.name} (${sold.code})`);
        const also = others.length ? `; it also serves ${others.join(', ')}` : '';
        test = {
          ok: health.status === 'up',
          airline,
          airlines,
          version: health.version,
          elapsedMs,
          message:
            health.status === 'up'
              ? `${airline.name} (${airline.code}) answered in ${elapsedMs} ms${also}`
              : `${airline.name} (${airline.code}) answered that it is down`,
          at: new Date(),
        };
      } catch (error) {
        if (!isSupplierError(error)) throw error;
        const elapsedMs = Math.round(performance.now() - started);
        test = {
          ok: false,
          airline: null,
          airlines: [],
          version: null,
          elapsedMs,
          message: error.message,
          at: new Date(),
        };
      }
      await repo.recordTest(id, test);
      return {
        ok: test.ok,
        airline: test.airline,
        airlines: test.airlines,
        version: test.version,
        elapsedMs: test.elapsedMs,
        message: test.message,
        testedTime: formatDateTime(test.at, timeZone),
      };
    },
  };
}
