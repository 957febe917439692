import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { render, toPlainText } from '@react-email/render';
import { Text } from '@react-email/text';
import { mailText, renderText, statementText } from '@prana/catalogue';
import { formatDate, formatIdr, formatMonth, formatPercent, LANGS, type Lang, type NotificationText } from '@prana/domain';

// Every email Prana sends is a React Email template here: the HTML names its language, links are
// anchors to absolute URLs under PUBLIC_URL (`site`), dates are written in the reader's language,
// and the plain-text part is made from the same HTML, so the two never say different things.

/** The companion page a guest's push or email opens. */
export const GUEST_NOTIFICATIONS_PATH = '/app/notifications';
const GUEST_LOGIN_PATH = '/login';

/** One email: a subject, and its words as HTML and as plain text. */
export interface OutgoingMail {
  subject: string;
  text: string;
  html: string;
}

// The site's ink on white, and its jungle green for links.
const BODY: CSSProperties = { fontFamily: 'Georgia, serif', color: '#1f2a24', backgroundColor: '#ffffff' };
const CONTAINER: CSSProperties = { maxWidth: '560px', padding: '0 16px' };
const PARAGRAPH: CSSProperties = { fontSize: '16px', lineHeight: '24px' };
const LINK: CSSProperties = { color: '#2f4a3a', textDecoration: 'underline' };

function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={PARAGRAPH}>{children}</Text>;
}

function Anchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={LINK}>
      {children}
    </Link>
  );
}

/** The page every mail shares: its language, and the concierge's signature with the site's address. */
function GuestMail({ lang, site, children }: { lang: Lang; site: string; children: ReactNode }) {
  return (
    <Html lang={lang}>
      <Head />
      <Body style={BODY}>
        <Container style={CONTAINER}>
          {children}
          <Paragraph>
            {mailText('signature', lang)}
            <br />
            <Anchor href={site}>{site}</Anchor>
          </Paragraph>
        </Container>
      </Body>
    </Html>
  );
}

async function renderMail(subject: string, mail: ReactElement): Promise<OutgoingMail> {
  const html = await render(mail);
  return { subject, html, text: toPlainText(html) };
}

/** A stay's dates as the reader writes them: "Saturday, 12 December 2026", "Sabtu, 12 Desember 2026". */
function stayDates(stay: { checkIn: string; checkOut: string }, lang: Lang): { checkIn: string; checkOut: string } {
  return { checkIn: formatDate(stay.checkIn, lang, 'long'), checkOut: formatDate(stay.checkOut, lang, 'long') };
}

/** The visitor's confirmation of a reservation request, with its PRR- reference. */
export function reservationConfirmationMail(
  request: { reference: string; fullName: string; villaName: string; checkIn: string; checkOut: string },
  lang: Lang,
  site: string,
): Promise<OutgoingMail> {
  const values = { reference: request.reference, name: request.fullName, villa: request.villaName, ...stayDates(request, lang) };
  return renderMail(
    mailText('reservationSubject', lang, values),
    <GuestMail lang={lang} site={site}>
      <Paragraph>{mailText('reservationGreeting', lang, values)}</Paragraph>
      <Paragraph>{mailText('reservationBody', lang, values)}</Paragraph>
      <Paragraph>{mailText('reservationReference', lang, values)}</Paragraph>
    </GuestMail>,
  );
}

/** The visitor's request became a booking: the booking code and where to sign in to the companion. */
export function bookingCodeMail(
  booking: { reference: string; fullName: string; villaName: string; checkIn: string; checkOut: string; code: string; lastName: string },
  lang: Lang,
  site: string,
): Promise<OutgoingMail> {
  const values = { reference: booking.reference, name: booking.fullName, villa: booking.villaName, code: booking.code, lastName: booking.lastName, ...stayDates(booking, lang) };
  return renderMail(
    mailText('bookingSubject', lang, values),
    <GuestMail lang={lang} site={site}>
      <Paragraph>{mailText('reservationGreeting', lang, values)}</Paragraph>
      <Paragraph>{mailText('bookingBody', lang, values)}</Paragraph>
      <Paragraph>{mailText('bookingSignIn', lang, values)}</Paragraph>
      <Paragraph>
        <Anchor href={`${site}${GUEST_LOGIN_PATH}`}>{mailText('openCompanion', lang)}</Anchor>
      </Paragraph>
    </GuestMail>,
  );
}

/** A concierge reply in a visitor's reservation thread, as written: its lines kept, nothing in it read as HTML. */
export function reservationReplyMail(request: { reference: string; fullName: string }, text: string, lang: Lang, site: string): Promise<OutgoingMail> {
  const values = { reference: request.reference, name: request.fullName };
  const lines = text.split(/\r?\n/);
  return renderMail(
    mailText('replySubject', lang, values),
    <GuestMail lang={lang} site={site}>
      <Paragraph>{mailText('reservationGreeting', lang, values)}</Paragraph>
      <Paragraph>{mailText('replyQuote', lang)}</Paragraph>
      <Paragraph>{lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}</Paragraph>
      <Paragraph>{mailText('replyFooter', lang, values)}</Paragraph>
    </GuestMail>,
  );
}

/** A guest notification as email: its text is the subject and the message, with a link to the companion. */
export function notificationMail(message: NotificationText, guestName: string, lang: Lang, site: string): Promise<OutgoingMail> {
  const text = renderText(message, lang);
  return renderMail(
    text,
    <GuestMail lang={lang} site={site}>
      <Paragraph>{mailText('notificationGreeting', lang, { name: guestName })}</Paragraph>
      <Paragraph>{text}</Paragraph>
      <Paragraph>
        <Anchor href={`${site}${GUEST_NOTIFICATIONS_PATH}`}>{mailText('openCompanion', lang)}</Anchor>
      </Paragraph>
    </GuestMail>,
  );
}

/**
 * A stage message of a stay (a template the manager edits) as email: its title is the subject, each
 * line of its text a paragraph, and the page it points to a link.
 */
export function stageMail(message: { title: string; lines: string[]; linkPath: string }, lang: Lang, site: string): Promise<OutgoingMail> {
  return renderMail(
    message.title,
    <GuestMail lang={lang} site={site}>
      {message.lines.map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      <Paragraph>
        <Anchor href={`${site}${message.linkPath}`}>{mailText('openCompanion', lang)}</Anchor>
      </Paragraph>
    </GuestMail>,
  );
}

/** The investors' page of the back office, where the statements are listed. */
export const INVESTOR_REPORTS_PATH = '/admin/investor';

/**
 * An investor's notice that a month's statement is ready, with the group's figures: in English and
 * then in Indonesian, since Prana keeps no language for a staff account.
 */
export function statementMail(
  statement: { month: string; nightsSold: number; occupancy: number; revenue: number; net: number | null },
  name: string,
  site: string,
): Promise<OutgoingMail> {
  const values = (lang: Lang) => ({
    name,
    month: formatMonth(statement.month, lang),
    nights: statement.nightsSold,
    occupancy: formatPercent(statement.occupancy, 1, lang),
    revenue: formatIdr(statement.revenue, lang),
    net: statement.net === null ? '–' : formatIdr(statement.net, lang),
  });
  return renderMail(
    LANGS.map((lang) => statementText('mailSubject', lang, values(lang))).join(' · '),
    <Html lang="en">
      <Head />
      <Body style={BODY}>
        <Container style={CONTAINER}>
          {LANGS.map((lang) => (
            <div lang={lang} key={lang}>
              <Paragraph>{statementText('mailGreeting', lang, values(lang))}</Paragraph>
              <Paragraph>{statementText('mailBody', lang, values(lang))}</Paragraph>
              <Paragraph>{statementText('mailDownload', lang)}</Paragraph>
              <Paragraph>
                <Anchor href={`${site}${INVESTOR_REPORTS_PATH}`}>{statementText('mailLink', lang)}</Anchor>
              </Paragraph>
              <Paragraph>{statementText('mailSignature', lang)}</Paragraph>
            </div>
          ))}
        </Container>
      </Body>
    </Html>,
  );
}
