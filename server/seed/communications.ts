import type { DonationStatus } from '@shared/donations/status-machine';
import { formatMoney } from '@shared/money';
import type { NewDonation, NewDonationCommunication } from '../db/schema/donations';
import type { Locale } from '../../shared/i18n/language';

type Message = { type: 'email' | 'phone'; subject: string; message: string };

/**
 * What the program said to the donor at each stage, in the donor's language: stored messages of a
 * demo history (the seed queues no e-mails), so they are data rather than i18n keys.
 */
const MESSAGES: Record<Locale, Partial<Record<DonationStatus, (d: NewDonation) => Message>>> = {
  en: {
    pending: (d) => ({
      type: 'email',
      subject: 'We received your vehicle donation',
      message: `Thank you, ${d.firstName}. We received your donation of a ${d.year} ${d.make} ${d.model} and will call you within one business day to arrange a free pickup. Your tracking code is in this e-mail.`,
    }),
    contacted: () => ({
      type: 'phone',
      subject: 'Introductory call',
      message: 'Confirmed the vehicle details, ownership and pickup preferences with the donor.',
    }),
    pickup_scheduled: (d) => ({
      type: 'email',
      subject: 'Your pickup is scheduled',
      message: `${d.towingCompany} will pick up your ${d.make} ${d.model} on ${d.pickupDate}, ${d.pickupTime}. Please leave the ownership papers and keys, remove personal items, and keep your licence plates if your province requires it.`,
    }),
    picked_up: (d) => ({
      type: 'email',
      subject: 'We have your vehicle',
      message: `Your ${d.make} ${d.model} was picked up on ${d.pickupDate}. We will let you know when its value is established.`,
    }),
    valued: (d) => ({
      type: 'email',
      subject: 'Your vehicle has been valued',
      message: `The fair market value of your ${d.make} ${d.model} is ${formatMoney(d.finalValue ?? '0', 'en')}.`,
    }),
    cancelled: () => ({
      type: 'email',
      subject: 'Your donation was cancelled',
      message: 'As you asked, we cancelled your vehicle donation. Thank you for thinking of us.',
    }),
  },
  fr: {
    pending: (d) => ({
      type: 'email',
      subject: 'Nous avons reçu votre don de véhicule',
      message: `Merci, ${d.firstName}. Nous avons bien reçu le don de votre ${d.make} ${d.model} ${d.year} et nous vous appellerons d’ici un jour ouvrable pour organiser le remorquage gratuit. Votre code de suivi figure dans ce courriel.`,
    }),
    contacted: () => ({
      type: 'phone',
      subject: 'Premier appel',
      message:
        'Confirmation avec le donateur des détails du véhicule, de la propriété et des préférences de remorquage.',
    }),
    pickup_scheduled: (d) => ({
      type: 'email',
      subject: 'Votre remorquage est planifié',
      message: `${d.towingCompany} remorquera votre ${d.make} ${d.model} le ${d.pickupDate}, ${d.pickupTime}. Laissez le certificat d’immatriculation et les clés, retirez vos effets personnels et conservez votre plaque.`,
    }),
    picked_up: (d) => ({
      type: 'email',
      subject: 'Nous avons votre véhicule',
      message: `Votre ${d.make} ${d.model} a été remorquée le ${d.pickupDate}. Nous vous écrirons dès que sa valeur sera établie.`,
    }),
    valued: (d) => ({
      type: 'email',
      subject: 'Votre véhicule a été évalué',
      message: `La juste valeur marchande de votre ${d.make} ${d.model} est de ${formatMoney(d.finalValue ?? '0', 'fr')}.`,
    }),
    cancelled: () => ({
      type: 'email',
      subject: 'Votre don a été annulé',
      message:
        'Comme vous l’avez demandé, nous avons annulé votre don de véhicule. Merci d’avoir pensé à nous.',
    }),
  },
};

/** The communication row written when the donation reached `status`, or null for a silent stage. */
export function communicationFor(options: {
  donation: NewDonation;
  status: DonationStatus;
  sentAt: Date;
  sentBy: string | null;
  sentByName: string;
}): Omit<NewDonationCommunication, 'donationId'> | null {
  const build = MESSAGES[options.donation.locale === 'fr' ? 'fr' : 'en'][options.status];
  if (!build) return null;
  const { type, subject, message } = build(options.donation);
  const automatic = type === 'email';
  return {
    type,
    method: type,
    subject,
    message,
    // E-mails go out automatically; calls are made by the staff member who moved the status.
    sentBy: automatic ? null : options.sentBy,
    sentByName: automatic ? 'system' : options.sentByName,
    sentAt: options.sentAt,
    status: 'sent',
  };
}
