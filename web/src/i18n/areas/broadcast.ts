import type { AreaDictionary } from '../area-dictionary.js';

/** Texts of the broadcast screen (/create-broadcast). */
export const broadcastDe = {
  'broadcast.card': 'Nachricht',
  'broadcast.intro': 'Der Broadcast geht als E-Mail an alle Kontakte der Kontaktverwaltung, deren Adresse nicht blockiert ist.',
  'broadcast.subject': 'Betreff und Titel',
  'broadcast.subjectHint': 'Ohne Betreff heißt die E-Mail „Nachricht aus dem Bürgerportal“.',
  'broadcast.message': 'Text',
  'broadcast.messageHint': 'Test senden und Speichern sind möglich, sobald ein Text eingegeben ist.',
  'broadcast.test': 'Test senden',
  'broadcast.save': 'Speichern',
  'broadcast.dialogTitle': 'Broadcast abschicken',
  'broadcast.dialogQuestion': 'Soll der Broadcast jetzt an die Kontakte aller Mandanten verschickt werden?',
  'broadcast.confirm': 'An alle Mandanten senden',
  'broadcast.sending': 'Der Broadcast wird verschickt …',
  'broadcast.testing': 'Die Testnachricht wird gesendet …',
  'broadcast.sent': 'Der Broadcast wird an {count} Empfänger verschickt.',
} as const;

export const broadcastEn: AreaDictionary<typeof broadcastDe> = {
  'broadcast.card': 'Message',
  'broadcast.intro': 'The broadcast is mailed to every contact of the contact management whose address is not blocked.',
  'broadcast.subject': 'Subject and title',
  'broadcast.subjectHint': 'Without a subject the mail is called “Nachricht aus dem Bürgerportal”.',
  'broadcast.message': 'Text',
  'broadcast.messageHint': 'Send test and Save are available once a text has been entered.',
  'broadcast.test': 'Send test',
  'broadcast.save': 'Save',
  'broadcast.dialogTitle': 'Send broadcast',
  'broadcast.dialogQuestion': 'Send the broadcast to the contacts of all tenants now?',
  'broadcast.confirm': 'Send to all tenants',
  'broadcast.sending': 'Sending the broadcast …',
  'broadcast.testing': 'Sending the test message …',
  'broadcast.sent': 'The broadcast is being sent to {count} recipients.',
};
