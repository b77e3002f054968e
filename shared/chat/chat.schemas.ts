import { z } from 'zod';

/**
 * The assistant's API contracts (public-site.md §7, back-office.md §7; issue 17). Messages are keys of
 * the `chat` namespace. Pure zod, shared by the widget, the chat page, the admin pages and the API.
 */

export const MESSAGE_MAX = 2000;
export const TITLE_MAX = 120;
export const SYSTEM_PROMPT_MAX = 8000;
/** Header carrying the visitor's random token (issued by the server, kept in local storage). */
export const VISITOR_HEADER = 'x-chat-visitor';
/** The model name stored and shown when no provider is configured (DECISIONS §8). */
export const OFFLINE_MODEL = 'offline';

export const SessionIdParams = z.object({
  id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
});
export const SimpleSessionParams = z.object({
  sessionId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
});

export const CreateSessionRequest = z.object({
  title: z.string().trim().max(TITLE_MAX, 'chat:validation.titleTooLong').optional(),
});

export const SimpleSessionRequest = z.object({
  /** A stored session id to resume; a new one is issued when it is missing or not the visitor's. */
  sessionId: z.string().max(64).optional(),
  title: z.string().trim().max(TITLE_MAX, 'chat:validation.titleTooLong').optional(),
});

export const SendMessageRequest = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'chat:validation.messageRequired')
    .max(MESSAGE_MAX, 'chat:validation.messageTooLong'),
});

export const ChatSource = z.object({ title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof ChatSource>;

export const ChatMessageView = z.object({
  id: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  model: z.string().nullable(),
  tokens: z.number().nullable(),
  finishReason: z.string().nullable(),
  sources: z.array(ChatSource),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof ChatMessageView>;

export const ChatSessionView = z.object({
  sessionId: z.string(),
  title: z.string(),
  model: z.string(),
  isActive: z.boolean(),
  messageCount: z.number(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatSessionView = z.infer<typeof ChatSessionView>;

export const CreatedSessionResponse = ChatSessionView.extend({
  /** The visitor's token: the same one sent, or a new one for a first visit. */
  visitorToken: z.string(),
});
export type CreatedSessionResponse = z.infer<typeof CreatedSessionResponse>;

export const SessionListResponse = z.object({ sessions: z.array(ChatSessionView) });
export const MessageListResponse = z.object({ session: ChatSessionView, messages: z.array(ChatMessageView) });
export type MessageListResponse = z.infer<typeof MessageListResponse>;

export const SendMessageResponse = z.object({
  userMessage: ChatMessageView,
  assistantMessage: ChatMessageView,
});
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

/** Server-sent events of one streamed reply. */
export type ChatStreamEvent =
  | { event: 'start'; data: { userMessage: ChatMessageView; model: string } }
  | { event: 'delta'; data: { text: string } }
  /** The text so far is withdrawn and replaced (a reply that would have leaked its instructions). */
  | { event: 'replace'; data: { text: string } }
  | { event: 'done'; data: { message: ChatMessageView } }
  | { event: 'error'; data: { message: string; code: string } };

// --- admin -------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max, 'chat:validation.tooLong');

export const SystemPromptRequest = z.object({
  systemPrompt: z
    .string()
    .trim()
    .min(1, 'chat:validation.promptRequired')
    .max(SYSTEM_PROMPT_MAX, 'chat:validation.tooLong'),
});

export const CommonQuestion = z.object({
  question: text(300).min(1, 'chat:validation.questionRequired'),
  answer: text(2000).min(1, 'chat:validation.answerRequired'),
  language: z.enum(['en', 'fr']),
});
export type CommonQuestion = z.infer<typeof CommonQuestion>;

/**
 * What the assistant may say about the business beyond the settings (the name, phone, e-mail, hours
 * and address are the settings' values: one source for each fact, DECISIONS §5).
 */
export const BusinessInfo = z.object({
  website: text(200).default(''),
  coverageArea: text(500).default(''),
  avgPickupTime: text(200).default(''),
  pickupCost: text(200).default(''),
  supportedVehicles: text(1000).default(''),
  donationProcess: text(2000).default(''),
  taxReceiptCompliance: text(1000).default(''),
  commonQuestions: z.array(CommonQuestion).max(30).default([]),
});
export type BusinessInfo = z.infer<typeof BusinessInfo>;

/** The business facts written as text (every field but the common questions), in the schema's order: the form's and the prompt's. */
export const BUSINESS_TEXT_FIELDS = BusinessInfo.keyof().options.filter(
  (k): k is Exclude<keyof BusinessInfo, 'commonQuestions'> => k !== 'commonQuestions',
);

export const ChatConfigResponse = z.object({
  systemPrompt: z.string(),
  /** True while no prompt was saved: the built-in one is in use. */
  systemPromptIsDefault: z.boolean(),
  systemPromptVersion: z.number(),
  businessInfo: BusinessInfo,
  businessInfoVersion: z.number(),
  /** Read from the settings; shown beside the form, edited in /admin/settings. */
  settingsFacts: z.object({
    companyName: z.string(),
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
    address: z.string(),
  }),
  model: z.string(),
  configured: z.boolean(),
});
export type ChatConfigResponse = z.infer<typeof ChatConfigResponse>;

export const TestConversationRequest = z.object({
  messages: z
    .array(
      z.object({ role: z.enum(['user', 'assistant']), content: z.string().trim().min(1).max(MESSAGE_MAX) }),
    )
    .min(1)
    .max(20),
});
export const TestConversationResponse = z.object({
  content: z.string(),
  model: z.string(),
  sources: z.array(ChatSource),
});

export const HISTORY_RANGES = ['all', 'today', 'yesterday', 'week', 'month'] as const;
export const HISTORY_SORTS = ['recent', 'oldest', 'messages', 'active'] as const;

export const AdminSessionsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  range: z.enum(HISTORY_RANGES).default('all'),
  sort: z.enum(HISTORY_SORTS).default('recent'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** The offset of the admin's clock from UTC, in minutes (Date#getTimezoneOffset), for "today". */
  tz: z.coerce.number().int().min(-840).max(840).default(0),
});
export type AdminSessionsQuery = z.infer<typeof AdminSessionsQuery>;

export const AdminSessionView = z.object({
  id: z.number(),
  sessionId: z.string(),
  title: z.string(),
  model: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
  messageCount: z.number(),
  isActive: z.boolean(),
  signedIn: z.boolean(),
});
export type AdminSessionView = z.infer<typeof AdminSessionView>;

export const AdminSessionsResponse = z.object({
  sessions: z.array(AdminSessionView),
  total: z.number(),
  summary: z.object({
    totalSessions: z.number(),
    activeSessions: z.number(),
    totalMessages: z.number(),
    averageMessages: z.number(),
  }),
  /** Sessions and messages per day, the last 7 days (the admin's days), oldest first. */
  week: z.array(z.object({ day: z.string(), sessions: z.number(), messages: z.number() })),
});
export type AdminSessionsResponse = z.infer<typeof AdminSessionsResponse>;

export const AdminMessageView = z.object({
  id: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  tokens: z.number().nullable(),
  model: z.string().nullable(),
});
export const AdminMessagesResponse = z.object({
  session: AdminSessionView,
  messages: z.array(AdminMessageView),
});
export type AdminMessagesResponse = z.infer<typeof AdminMessagesResponse>;

/** Lists show a session id cut to 20 characters and dots (back-office.md §2). */
export const shortSessionId = (id: string) => (id.length > 20 ? `${id.slice(0, 20)}...` : id);
