import { BRAND } from "../../../common/brand";
import { contactLinks, type LegalContext, type LegalDocument, link, list, paragraph, terms } from "./types";

export function cookiePolicy(context: LegalContext): LegalDocument {
  const { email, phone } = contactLinks(context);

  return {
    slug: "cookie-policy",
    title: "Cookie Policy",
    description: `The cookies and browser storage the ${BRAND.name} website uses: essential session cookies and saved preferences only, with no analytics or advertising trackers.`,
    lastUpdated: "2026-11-01",
    summary: `The ${BRAND.name} website uses only the cookies and browser storage it needs to work: to keep you signed in, to protect sign-in, and to remember choices you make. We do not use analytics, advertising or social media tracking cookies.`,
    sections: [
      {
        id: "what-are-cookies",
        title: "What Cookies and Browser Storage Are",
        blocks: [
          paragraph(
            "Cookies are small text files a website asks your browser to store and send back on later visits. Browser storage (local storage and session storage) is a similar feature that lets a site keep small amounts of information in your browser. Both can be set by the site you are visiting (first-party) or by other companies whose content the site loads (third-party).",
          ),
          paragraph([
            `This policy explains how ${BRAND.legalName} uses these technologies on this website and in our candidate, employer and client portals. It supplements our `,
            link("Privacy Policy", "/privacy-policy"),
            ".",
          ]),
        ],
      },
      {
        id: "cookies-we-use",
        title: "The Cookies and Storage We Use",
        blocks: [
          paragraph(
            "All of the cookies and storage below are first-party: they are set by our own website and read only by it.",
          ),
          terms(
            [
              "Strictly necessary: session cookies",
              "When you sign in to the employer, client or admin areas, we set a session cookie that keeps you signed in as you move between pages. It holds a random identifier, not your name or password, and is marked HttpOnly and Secure so page scripts cannot read it and it is only sent over encrypted connections. It expires when you sign out or after a period of inactivity.",
            ],
            [
              "Strictly necessary: sign-in security",
              "During sign-in, short-lived cookies protect against forged requests and make sure the sign-in you finish is the one you started, for example when our staff sign in with their company Microsoft account. They expire within minutes.",
            ],
            [
              "Strictly necessary: candidate sign-in storage",
              "When you sign in to the candidate portal, your browser's local storage keeps your sign-in token and basic profile details so you stay signed in. They are removed when you log out, and you can clear them at any time in your browser settings.",
            ],
            [
              "Preferences",
              'If you ask us to, we remember choices you make, such as "Remember me" on a sign-in page, so you do not have to make them again on your next visit. These preferences stay in your browser until you change them or clear your browser data.',
            ],
          ),
          paragraph(
            "If you only read our public pages without signing in, the website does not need to set any cookies at all.",
          ),
        ],
      },
      {
        id: "what-we-do-not-use",
        title: "What We Do Not Use",
        blocks: [
          list(
            "No analytics or audience-measurement cookies.",
            "No advertising, retargeting or cross-site tracking cookies, and no tracking pixels.",
            "No embedded social media widgets: the social icons on our pages are plain links, so the networks learn nothing about your visit unless you click through.",
            "No third-party fonts or maps: our fonts and the coverage map are served from our own website.",
          ),
          paragraph(
            "Because we only use cookies that are strictly necessary or that remember choices you make, we do not show a cookie consent banner. If we ever add analytics or other optional cookies, we will update this policy first and ask for your consent where the law requires it.",
          ),
        ],
      },
      {
        id: "third-party-sites",
        title: "Third-Party Websites",
        blocks: [
          paragraph(
            "When you follow a link from our website to another site, such as a social network or an employer's careers page, that site may set its own cookies under its own policies. We do not control those cookies, so please review the other site's cookie and privacy policies.",
          ),
        ],
      },
      {
        id: "managing-cookies",
        title: "Managing Cookies",
        blocks: [
          paragraph(
            "You can see, block and delete cookies and site data in your browser's settings; most browsers also offer a private mode that clears them when you close the window. Blocking strictly necessary cookies will not affect our public pages, but you will not be able to stay signed in to a portal.",
          ),
          paragraph(
            "We treat a Do Not Track or Global Privacy Control signal from your browser as a request not to be tracked. Since we do not track visitors across websites or sell personal information, there is nothing further for these signals to switch off.",
          ),
        ],
      },
      {
        id: "changes",
        title: "Changes to This Policy",
        blocks: [
          paragraph(
            'We will update this policy and its "Last updated" date whenever we change the cookies or storage the website uses.',
          ),
        ],
      },
      {
        id: "contact",
        title: "Contact Us",
        blocks: [paragraph(["Questions about cookies? Email ", email, " or call ", phone, "."])],
      },
    ],
  };
}
