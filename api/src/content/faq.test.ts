import request from 'supertest';
import {
  FAQ_DEFAULTS,
  FAQ_PATHS,
  STAFF_FAQ_ENDPOINTS,
  type Faq,
  type PublishedFaq,
} from '@court/contract';
import { API_MESSAGES } from '../platform/messages';
import { createTestStaff, signInBrowser, type TestBrowser } from '../testing/staff-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import {
  publishContentAs,
  saveContentDraftAs,
  contentAuditTrail,
  signInContentEditor,
} from '../testing/content-tool-client';

const en = API_MESSAGES.en;
const TOOL = `/api/muni/staff/${STAFF_FAQ_ENDPOINTS.site}`;

/** The court's FAQ with a question of its own first, its anchor left for the API to make. */
const WITH_PAY_ONLINE: Faq = {
  topics: [
    {
      heading: { en: 'Paying', es: 'Pagar' },
      questions: [
        {
          anchor: '',
          question: { en: 'Can I pay my fine online?', es: '' },
          answer: {
            en: 'Yes, **by card**:\n\n1. Open the [payment page](/online-services).\n2. Enter your case number.\n\nOr call [330-555-0100](tel:330-555-0100).',
            es: '',
          },
        },
      ],
    },
    ...FAQ_DEFAULTS.site.topics,
  ],
};

forEachDatabase((dialect) => {
  let t: TestApp;
  let editor: TestBrowser;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    editor = await signInContentEditor(t);
  });

  afterEach(() => t.database.drop());

  async function publicFaq(path: string): Promise<PublishedFaq> {
    return (await request(t.server).get(`/api/muni/${path}`).expect(200)).body as PublishedFaq;
  }

  it('serves each FAQ read into rich text, and publishes a new question with an anchor made for it', async () => {
    const site = await publicFaq(FAQ_PATHS.site);
    expect(site.topics[0]?.questions[0]?.anchor).toBe('citation-cost');
    expect(site.topics[0]?.questions[0]?.answer.en[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Most traffic citations cost $160.00 to $210.00.' }],
    });
    const jury = await publicFaq(FAQ_PATHS.jury);
    expect(jury.topics.flatMap((topic) => topic.questions.map((q) => q.anchor))).toContain(
      'juror-pay',
    );

    const drafted = await saveContentDraftAs(editor, STAFF_FAQ_ENDPOINTS.site, WITH_PAY_ONLINE);
    expect(drafted.draft.topics[0]?.questions[0]?.anchor).toBe('can-i-pay-my-fine-online');
    expect(drafted.unpublishedChanges[0]).toEqual({
      name: 'topic.1.heading',
      about: 'heading',
      group: 1,
      before: FAQ_DEFAULTS.site.topics[0]?.heading,
      after: { en: 'Paying', es: 'Pagar' },
    });
    await publishContentAs(editor, STAFF_FAQ_ENDPOINTS.site);

    const published = (await publicFaq(FAQ_PATHS.site)).topics[0]?.questions[0];
    expect(published?.anchor).toBe('can-i-pay-my-fine-online');
    expect(published?.answer.es).toEqual([]);
    expect(published?.answer.en).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Yes, ' },
          { type: 'strong', content: [{ type: 'text', text: 'by card' }] },
          { type: 'text', text: ':' },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          [
            { type: 'text', text: 'Open the ' },
            {
              type: 'link',
              href: '/online-services',
              content: [{ type: 'text', text: 'payment page' }],
            },
            { type: 'text', text: '.' },
          ],
          [{ type: 'text', text: 'Enter your case number.' }],
        ],
      },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Or call ' },
          {
            type: 'link',
            href: 'tel:330-555-0100',
            content: [{ type: 'text', text: '330-555-0100' }],
          },
          { type: 'text', text: '.' },
        ],
      },
    ]);
    // The jury FAQ is its own content: publishing the site's leaves it as it was.
    expect(await publicFaq(FAQ_PATHS.jury)).toEqual(jury);
    expect(await contentAuditTrail(t, 'site-faq')).toEqual([
      { action: 'content.site-faq.draft', actor: 'webeditor' },
      { action: 'content.site-faq.publish', actor: 'webeditor' },
    ]);
  });

  it('refuses HTML-free Markdown with a link it may not publish, and other faults, each by its field', async () => {
    const question = (anchor: string, answer: string) => ({
      anchor,
      question: { en: 'A question?', es: '' },
      answer: { en: answer, es: '' },
    });
    const refused = await editor.agent
      .put(`${TOOL}/draft`)
      .set(editor.xsrf)
      .send({
        topics: [
          {
            heading: { en: '', es: '' },
            questions: [
              question('script', '[Click](javascript:alert(1))'),
              question('plain-web', 'See [this](http://example.org/).'),
              question('Bad Anchor', 'Fine.'),
              question('script', 'A second question with the first one’s anchor.'),
              { anchor: '', question: { en: ' ', es: '' }, answer: { en: '', es: 'Solo' } },
            ],
          },
          { heading: { en: 'Empty', es: '' }, questions: [] },
        ],
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      'topics[0].heading.en': en['faq.heading.required'],
      'topics[0].questions[0].answer.en': en['faq.answer.link'],
      'topics[0].questions[1].answer.en': en['faq.answer.link'],
      'topics[0].questions[2].anchor': en['faq.anchor.format'],
      'topics[0].questions[3].anchor': en['faq.anchor.duplicate'],
      'topics[0].questions[4].question.en': en['faq.question.required'],
      'topics[0].questions[4].answer.en': en['faq.answer.required'],
      'topics[1].questions': en['faq.questions.none'],
    });
  });

  it('keeps the tools to the content role', async () => {
    await createTestStaff(t, 'alertsclerk', ['alerts']);
    const clerk = await signInBrowser(t, 'alertsclerk');
    for (const endpoint of Object.values(STAFF_FAQ_ENDPOINTS)) {
      await clerk.agent
        .put(`/api/muni/staff/${endpoint}/draft`)
        .set(clerk.xsrf)
        .send(FAQ_DEFAULTS.site)
        .expect(403);
      await request(t.server).get(`/api/muni/staff/${endpoint}`).expect(401);
    }
  });
});
