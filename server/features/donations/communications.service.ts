import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import type { SessionUser } from '../../platform/session/session';
import { actorDisplayName } from './donation-status.repo';
import { composeStaffMessage } from './donation-emails';
import type { Communication } from './donation-views.schemas';
import { toCommunication } from './donation-views';
import type { AddCommunicationRequest } from './donations.schemas';
import { insertCommunication, lockDonation, markDonorContacted } from './donations.repo';

/**
 * Logs a contact with the donor (a call, a text, a note). With the e-mail method the message is
 * also queued to the donor, in the same transaction, signed with the staff member's name.
 */
export async function addCommunication(
  ctx: AppContext,
  opts: { id: number; request: AddCommunicationRequest; actor: SessionUser },
): Promise<Communication> {
  const { request, actor } = opts;
  const staffName = actorDisplayName(actor)!;
  return ctx.db.transaction(async (tx) => {
    const donation = await lockDonation(tx, opts.id);
    if (!donation) throw notFound('staff:errors.donationNotFound');

    if (request.method === 'email') {
      const mail = await composeStaffMessage(ctx, tx, donation, { body: request.message, staffName });
      await queueEmail(tx, {
        to: donation.email,
        subject: request.subject!,
        text: mail.text,
        locale: mail.locale,
        template: 'staff-message',
        donationId: donation.id,
      });
    }
    const row = await insertCommunication(tx, {
      donationId: donation.id,
      type: request.type,
      method: request.method ?? null,
      subject: request.subject ?? null,
      message: request.message,
      sentBy: actor.id,
      sentByName: staffName,
    });
    // An internal note is not a contact with the donor, unless it was e-mailed to them.
    if (request.type !== 'note' || request.method === 'email')
      await markDonorContacted(tx, donation.id, { notified: request.method === 'email' });
    await audit(tx, {
      actor,
      action: 'donation.communication',
      entityType: 'donation',
      entityId: donation.id,
      details: { communicationId: row.id, type: request.type, method: request.method ?? null },
    });
    return toCommunication(row);
  });
}
