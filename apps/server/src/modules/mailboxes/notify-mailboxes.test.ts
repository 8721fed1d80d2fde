import { MAILBOX_TYPES } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { notifyMailboxes, notifyMailboxesOfAll } from './notify-mailboxes';

describe.each(testEngines())('mail to the mailboxes of a type (%s)', (engine) => {
  const t = useTestApp(engine);
  const outbox = (marker: string) =>
    queryRows<{ recipient: string; subject: string; text: string; kind: string }>(
      t.database.db,
      sql`select recipient, subject, text, kind from mail_outbox where text = ${marker} order by recipient`,
    );
  const mailboxesOf = async (type: string) =>
    (
      await queryRows<{ email: string }>(
        t.database.db,
        sql`select distinct lower(email) as email from mailboxes where email_type = ${type} order by 1`,
      )
    ).map((row) => row.email);

  it('writes one mail to each address of the type, its subject cut to 255 characters, in the caller’s transaction', async () => {
    const [type] = MAILBOX_TYPES;
    const addresses = await mailboxesOf(type);
    expect(addresses.length).toBeGreaterThan(0);
    const subject = `Refund RF00000001 ${'x'.repeat(300)}`;
    const written = await t.database.db.transaction((tx) =>
      notifyMailboxes(tx, type, { subject, text: 'notify-test-1' }),
    );
    expect(written).toBe(addresses.length);
    const mails = await outbox('notify-test-1');
    expect(mails.map((mail) => mail.recipient.toLowerCase())).toEqual(addresses);
    for (const mail of mails) {
      expect(mail.kind).toBe(type);
      expect(mail.subject).toHaveLength(255);
      expect(mail.subject).toBe(`${subject.slice(0, 254)}…`);
    }
    // Rolled back with the change it reports: nothing stays in the outbox.
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyMailboxes(tx, type, { subject: 'short', text: 'notify-test-2' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox('notify-test-2')).toEqual([]);
  });

  it('mails about a platform only its mailboxes and the reseller’s; mail about none, every one', async () => {
    await t.database.db.execute(sql`insert into mailboxes (email, email_type, platform_type)
      values ('one@walls.example', 'SEAT', 1), ('two@walls.example', 'SEAT', 2),
        ('all@walls.example', 'SEAT', null), ('ALL@walls.example', 'SEAT', 2)`);
    const mail = (text: string, platformType?: number | null) =>
      t.database.db.transaction((tx) => notifyMailboxes(tx, 'SEAT', { subject: 's', text, platformType }));
    const to = async (text: string) => (await outbox(text)).map((row) => row.recipient.toLowerCase());
    await mail('walls-1', 1);
    expect(await to('walls-1')).toEqual(['all@walls.example', 'one@walls.example']);
    await mail('walls-2', 2);
    expect(await to('walls-2')).toEqual(['all@walls.example', 'two@walls.example']);
    await mail('walls-3');
    expect(await to('walls-3')).toEqual(['all@walls.example', 'one@walls.example', 'two@walls.example']);
    await t.database.db.transaction((tx) =>
      notifyMailboxesOfAll(tx, 'SEAT', [
        { subject: 's', text: 'walls-4', platformType: 2 },
        { subject: 's', text: 'walls-5', platformType: 1 },
      ]),
    );
    expect(await to('walls-4')).toEqual(['all@walls.example', 'two@walls.example']);
    expect(await to('walls-5')).toEqual(['all@walls.example', 'one@walls.example']);
  });

  it('writes nothing for a type no mailbox receives', async () => {
    const [type] = MAILBOX_TYPES;
    await t.database.db.execute(sql`delete from mailboxes where email_type = ${type}`);
    const written = await t.database.db.transaction((tx) =>
      notifyMailboxes(tx, type, { subject: 'nobody', text: 'notify-test-3' }),
    );
    expect(written).toBe(0);
    expect(await outbox('notify-test-3')).toEqual([]);
  });
});
