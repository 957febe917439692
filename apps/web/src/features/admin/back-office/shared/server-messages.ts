import type { backOfficeEn } from '../../../../lib/i18n/back-office.ts';

export type ServerMessageKey = keyof typeof backOfficeEn.serverErrors;
export type LabelKey = keyof typeof backOfficeEn.labels;

/** The English labels the api puts in its messages, mapped to our label keys. */
const LABELS: Readonly<Record<string, LabelKey>> = {
  Category: 'category',
  Description: 'description',
  Amount: 'amount',
  Date: 'date',
  'Category name': 'categoryName',
  Budget: 'budget',
  Task: 'task',
  Villa: 'villa',
  Area: 'area',
  'Last completed': 'lastCompleted',
  'Recurrence (months)': 'recurrence',
  Notes: 'notes',
  Assignee: 'assignee',
  Name: 'name',
  Role: 'role',
  Department: 'department',
  Wage: 'wage',
  'Start date': 'startDate',
  'Last review': 'lastReview',
  Email: 'email',
  Status: 'status',
  Password: 'password',
  Username: 'username',
  Year: 'year',
};

// The api's wording (libs/domain validation, libs/contracts schemas, the services): each pattern
// names the template that says the same thing in the chosen language.
const PATTERNS: readonly (readonly [RegExp, ServerMessageKey])[] = [
  [/^(?<label>.+) is required\.$/, 'required'],
  [/^(?<label>.+) must be a whole number of rupiah greater than 0\.$/, 'wholeRupiah'],
  [/^(?<label>.+) must be a whole number of at least (?<min>\d+)\.$/, 'atLeast'],
  [/^(?<label>.+) must be at most (?<max>\d+) characters\.$/, 'maxChars'],
  [/^(?<label>.+) must be at most (?<max>\d+)\.$/, 'atMost'],
  [/^(?<label>.+) must be a real date in YYYY-MM-DD form\.$/, 'realDate'],
  [/^(?<label>.+) must be on or after (?<date>\d{4}-\d{2}-\d{2})\.$/, 'notBefore'],
  [/^(?<label>.+) cannot be in the future\.$/, 'notFuture'],
  [/^(?<label>.+) must be text\.$/, 'text'],
  [/^A category named "(?<name>.*)" already exists\.$/, 'categoryExists'],
  [/^The username "(?<name>.*)" is taken\.$/, 'usernameTaken'],
  [/^The (?<role>\w+) role cannot do this \((?<permission>[\w.]+)\)\.$/, 'roleCannot'],
  [/^Enter a full name and email to send the invite\.$/, 'inviteRequired'],
  [/^Enter a valid email address\.$/, 'validEmail'],
  [/^An account with this email already exists\.$/, 'emailTaken'],
  [/^Nothing to undo\.$/, 'nothingToUndo'],
  [/^This change can no longer be undone\.$/, 'noLongerUndoable'],
  [/^Choose a role from the list\.$/, 'chooseRole'],
  [/^Choose a role: master, investor, manager or staff\.$/, 'chooseStaffRole'],
  [/^Choose a department from the list\.$/, 'chooseDepartment'],
  [/^Choose one of the expense categories\.$/, 'chooseCategory'],
  [/^Choose an assignee from the list, or leave the task unassigned\.$/, 'chooseAssignee'],
  [/^Choose a password of 10 to 200 characters\.$/, 'password'],
  [/^This invitation link is not valid or has expired\. Ask a master for a new one\.$/, 'invitationInvalid'],
  [/^This account is suspended\. Ask a master to reinstate it\.$/, 'suspended'],
  [/^This account already has a password\.$/, 'hasPassword'],
  [/^You cannot change your own role\.$/, 'ownRole'],
  [/^You cannot suspend your own account\.$/, 'ownSuspend'],
  [/^You cannot remove your own access\.$/, 'ownRemove'],
  [/^Sign in as staff to continue\.$/, 'signIn'],
  [/^Unexpected API error$/, 'unexpected'],
];

export interface ServerMessage {
  key: ServerMessageKey;
  values: Record<string, string>;
  /** The label the message is about, when we know it. */
  label?: LabelKey;
}

/** Recognises one of the api's messages; null for anything else (shown as it came). */
export function describeServerMessage(message: string): ServerMessage | null {
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = { ...match.groups };
    if (values.label === undefined) return { key, values };
    const label = LABELS[values.label];
    // A label we cannot translate keeps the api's own sentence.
    if (!label) return null;
    return { key, values, label };
  }
  return null;
}

export interface MessageTranslator {
  message: (key: ServerMessageKey, values: Record<string, string>) => string;
  label: (key: LabelKey) => string;
}

/** The api's message in the chosen language (the English templates repeat the api word for word). */
export function localizeServerMessage(message: string, translate: MessageTranslator): string {
  const described = describeServerMessage(message);
  if (!described) return message;
  const values = described.label ? { ...described.values, label: translate.label(described.label) } : described.values;
  return translate.message(described.key, values);
}
