import {
  type CourtLinks,
  type Language,
  type RelatedLink,
  type RelatedLinkGroup,
} from '@court/contract';
import { HTTPS_ADDRESS } from '@court/contract/schemas';
import { BilingualWords, ExternalLink, useTextLanguage } from '@court/kit';

/**
 * A link as the page lists it. An address still being typed, or one the API would refuse, shows
 * its name as plain text: the preview never links anywhere the page could not.
 */
function PreviewLink({ link, language }: { link: RelatedLink; language: Language }) {
  const url = link.url.trim();
  const name = <BilingualWords text={link.name} language={language} />;
  return HTTPS_ADDRESS.test(url) ? <ExternalLink href={url}>{name}</ExternalLink> : name;
}

// A heading or a name not yet written in English is left out: the page could not show it empty.
const hasHeading = (group: RelatedLinkGroup) => group.heading.en.trim() !== '';
const hasName = (link: RelatedLink) => link.name.en.trim() !== '';

/**
 * The Related Links page's groups and links as they are typed, in the preview's language (its
 * translator's, not the staff page's).
 */
export function CourtLinksPreview({ links }: { links: CourtLinks }) {
  const language = useTextLanguage();
  return links.groups.filter(hasHeading).map((group, index) => (
    // Plain sections, not regions: a heading left in English would name two regions alike.
    <section key={index}>
      <h4>
        <BilingualWords text={group.heading} language={language} />
      </h4>
      <ul className="usa-list usa-list--unstyled">
        {group.links.filter(hasName).map((link, position) => (
          <li key={position}>
            <PreviewLink link={link} language={language} />
          </li>
        ))}
      </ul>
    </section>
  ));
}
