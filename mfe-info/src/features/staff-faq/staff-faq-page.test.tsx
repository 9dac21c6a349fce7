import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_DEFAULTS, faqChanges, type Faq, type FaqQuestion } from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import { expectNoAxeViolations, jsonResponse, renderPage, staffMessage } from '@court/kit/testing';
import {
  CONTENT_EDITOR,
  contentToolApi,
  FORM_APPEARS,
  previewIn,
} from '../../shared/content-editor/content-editor-testing';
import { StaffFaqPage } from './staff-faq-page';
import { StaffJuryFaqPage } from './staff-jury-faq-page';

// The tests type into several fields key by key, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const SITE_URL = '/api/muni/staff/content/site-faq';
const JURY_URL = '/api/muni/staff/content/jury-faq';

const [TRAFFIC, CIVIL] = FAQ_DEFAULTS.site.topics;
if (!TRAFFIC || !CIVIL) throw new Error('The default FAQ has two topics.');

/** The FAQ after one version was published: the civil complaint's price in bold. */
const FIRST: Faq = {
  topics: [
    TRAFFIC,
    {
      ...CIVIL,
      questions: CIVIL.questions.map((entry) =>
        entry.anchor === 'civil-complaint'
          ? {
              ...entry,
              answer: {
                en: 'Filing a civil complaint costs **$130.00** for claims up to $15,000.',
                es: 'Presentar una demanda civil cuesta **$130.00** para reclamaciones de hasta $15,000.',
              },
            }
          : entry,
      ),
    },
  ],
};

function group(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function question(topic: number, number: number): HTMLElement {
  return group(`Topic ${topic}, question ${number}`);
}

/** Opens a question of the preview, as staff do to read its answer, and gives its disclosure. */
async function openPreview(
  user: ReturnType<typeof userEvent.setup>,
  language: 'In English' | 'En español',
  words: string,
): Promise<HTMLElement> {
  const summary = within(previewIn(language)).getByText(words);
  await user.click(summary);
  const details = summary.closest('details');
  if (!details) throw new Error(`No disclosure for ${words}.`);
  expect(details).toHaveAttribute('open');
  return details;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CONTENT_EDITOR });
});

describe('/staff/faq', () => {
  const { editorWith, serve, sent, saveDraft } = contentToolApi({
    toolUrl: SITE_URL,
    defaults: FAQ_DEFAULTS.site,
    first: FIRST,
    changes: faqChanges,
  });

  it('loads each topic with its questions, and previews them in both languages', async () => {
    serve(() => editorWith(null));
    const { container } = renderPage(<StaffFaqPage />, { route: '/staff/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const traffic = await screen.findByRole('group', { name: 'Topic 1' }, FORM_APPEARS);
    expect(within(traffic).getByRole('textbox', { name: 'Heading in English' })).toHaveValue(
      'Traffic Violations / Criminal Division',
    );
    const citation = question(1, 1);
    expect(within(citation).getByRole('textbox', { name: 'Question in English' })).toHaveValue(
      'How much does a traffic citation cost?',
    );
    expect(within(citation).getByRole('textbox', { name: 'Answer in English' })).toHaveValue(
      TRAFFIC.questions[0]?.answer.en,
    );
    expect(within(citation).getByRole('textbox', { name: /^Answer in Spanish/ })).toHaveValue(
      TRAFFIC.questions[0]?.answer.es,
    );
    expect(within(citation).getByRole('textbox', { name: /^Link name/ })).toHaveValue(
      'citation-cost',
    );
    expect(screen.getByRole('button', { name: 'Remove question 2 of topic 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move topic 1 up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const english = previewIn('In English');
    expect(within(english).getByRole('heading', { name: 'Civil Division' })).toBeVisible();
    expect(
      within(english).getByText('How much does it cost to file a civil complaint?'),
    ).toBeVisible();
    const spanish = previewIn('En español');
    expect(within(spanish).getByRole('heading', { name: 'División Civil' })).toBeVisible();
    expect(within(spanish).getByText('¿Cuánto cuesta presentar una demanda civil?')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('saves a question added to a topic as the draft, and says what publishing changes', async () => {
    const added: FaqQuestion = {
      anchor: '',
      question: { en: 'Can I file online?', es: '' },
      answer: { en: 'Not yet.', es: '' },
    };
    const withAdded = (entry: FaqQuestion): Faq => ({
      topics: [TRAFFIC, { ...CIVIL, questions: [...(FIRST.topics[1]?.questions ?? []), entry] }],
    });
    serve(() => editorWith(null), {
      // The API makes the blank link name from the English question.
      [`PUT ${SITE_URL}/draft`]: () =>
        jsonResponse(200, editorWith(withAdded({ ...added, anchor: 'can-i-file-online' }))),
    });
    const user = userEvent.setup();
    renderPage(<StaffFaqPage />, { route: '/staff/faq' });
    await screen.findByRole('group', { name: 'Topic 2' }, FORM_APPEARS);

    await user.click(screen.getByRole('button', { name: 'Add a question to topic 2' }));
    const fresh = question(2, 3);
    const words = within(fresh).getByRole('textbox', { name: 'Question in English' });
    expect(words).toHaveFocus();
    await user.type(words, 'Can I file online?');
    await user.type(within(fresh).getByRole('textbox', { name: 'Answer in English' }), 'Not yet.');
    expect(within(previewIn('In English')).getByText('Can I file online?')).toBeVisible();

    expect(await saveDraft(user)).toEqual(withAdded(added));
    expect(
      screen.getByText(
        'Topic 2, question 3: (none) → Can I file online?: Not yet. (link name: can-i-file-online)',
      ),
    ).toBeVisible();
  });

  it("previews an answer's Markdown, and shows the API's refusal of a link by the answer", async () => {
    const refusal = staffMessage('faq.answer.link', 'en');
    serve(() => editorWith(null), {
      [`PUT ${SITE_URL}/draft`]: () =>
        jsonResponse(422, {
          error: 'Check the answers.',
          errors: { 'topics[0].questions[0].answer.en': 'faq.answer.link' },
        }),
    });
    const user = userEvent.setup();
    renderPage(<StaffFaqPage />, { route: '/staff/faq' });
    await screen.findByRole('group', { name: 'Topic 1' }, FORM_APPEARS);
    const answer = within(question(1, 1)).getByRole('textbox', { name: 'Answer in English' });
    await user.clear(answer);
    const markdown =
      '**Bring** your citation.\n\n- A photo ID\n- The fine\n\n[x](javascript:alert(1))';
    await user.paste(markdown);

    const details = await openPreview(user, 'In English', 'How much does a traffic citation cost?');
    expect(within(details).getByText('Bring').tagName).toBe('STRONG');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A photo ID', 'The fine']);
    // A link the API would refuse shows as its words, leading nowhere.
    expect(within(details).getByText('x')).toBeVisible();
    expect(within(details).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const lines = within(summary).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([`Topic 1, question 1: ${refusal}`]);
    expect(lines[0]).toHaveAttribute('href', `#${answer.id}`);
    expect(answer).toHaveValue(markdown);
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription(expect.stringContaining(refusal));
  });

  it('lists answers without Spanish before publishing, then publishes the draft', async () => {
    const drafted: Faq = {
      topics: [
        {
          ...TRAFFIC,
          questions: TRAFFIC.questions.map((entry) =>
            entry.anchor === 'appearance'
              ? { ...entry, answer: { en: entry.answer.en, es: '' } }
              : entry,
          ),
        },
        ...FIRST.topics.slice(1),
      ],
    };
    serve(() => editorWith(drafted), {
      [`POST ${SITE_URL}/publish`]: () => jsonResponse(200, editorWith(null)),
    });
    const user = userEvent.setup();
    renderPage(<StaffFaqPage />, { route: '/staff/faq' });
    const missing = await screen.findByRole('region', { name: 'Spanish missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Topic 1, question 3 (Do I have to come to court?): answer']);
    const details = await openPreview(user, 'En español', '¿Tengo que presentarme en el tribunal?');
    expect(within(details).getByText(/^You must appear in court/).parentElement).toHaveAttribute(
      'lang',
      'en',
    );

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published: the FAQ page shows the new answers within a minute.'),
    ).toHaveFocus();
    expect(sent('POST', `${SITE_URL}/publish`)).toEqual({ publishDate: '', publishTime: '' });
  });
});

describe('/staff/jury-faq', () => {
  const { editorWith, serve, fetchMock } = contentToolApi({
    toolUrl: JURY_URL,
    defaults: FAQ_DEFAULTS.jury,
    first: FAQ_DEFAULTS.jury,
    changes: faqChanges,
  });

  it('loads the jury FAQ from its own address, under its own heading', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffJuryFaqPage />, { route: '/staff/jury-faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jury FAQ' })).toBeVisible();
    const first = await screen.findByRole('group', { name: 'Topic 1' }, FORM_APPEARS);
    expect(within(first).getByRole('textbox', { name: 'Heading in English' })).toHaveValue(
      'Reporting for service',
    );
    expect(fetchMock).toHaveBeenCalledWith(JURY_URL, expect.objectContaining({ method: 'GET' }));
    expect(
      screen.getByText('This is the jury FAQ the site shows now. Change it and save a draft.'),
    ).toBeVisible();
  });

  it('speaks Spanish under /es/', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffJuryFaqPage />, { route: '/es/staff/jury-faq' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes sobre el jurado' }),
    ).toBeVisible();
    const first = await screen.findByRole('group', { name: 'Tema 1' }, FORM_APPEARS);
    expect(within(first).getByRole('group', { name: 'Tema 1, pregunta 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar una pregunta al tema 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar un tema' })).toBeVisible();
  });
});
