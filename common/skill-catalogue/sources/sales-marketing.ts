import type { SkillSource } from "../types";

/** Selling, account management, marketing, advertising, content and real estate. */
export const SALES_MARKETING: SkillSource = {
  category: "sales-marketing",
  lines: `
B2B Sales | business-to-business sales, B2B, enterprise sales, business development sales
B2C Sales | business-to-consumer sales, consumer sales, B2C
Inside Sales | inside sales representative, inside sales rep
Outside Sales | outside sales representative, field sales, territory sales
Business Development | BD, business developer, new business development
Account Management | account manager, key account management, strategic accounts
Account Executive | AE, account executive experience
Sales Development | SDR, BDR, sales development representative, business development representative
Lead Generation | lead gen, generating leads, prospecting leads
Prospecting | sales prospecting, outbound prospecting
Cold Calling | cold calls, cold-calling
Cold Emailing | cold email, email outreach
Closing Sales | closing deals, closer, deal closing
Consultative Selling | consultative sales, solution selling, solutions selling
Relationship Selling | relationship sales
Sales Presentations | sales pitches, product demos, demonstrations
Sales Negotiation | negotiating contracts, deal negotiation
Pipeline Management | sales pipeline, managing pipeline, sales funnel
Sales Forecasting | revenue forecasting, quota forecasting
Quota Attainment | exceeded quota, met quota, quota carrying, sales quotas
Territory Management | territory planning, managing territories
Channel Sales | channel partners, partner sales, reseller management
Sales Management | sales manager, sales leadership, sales director
Sales Operations | sales ops, revenue operations, RevOps
Sales Training | sales coaching, sales enablement
Salesforce CRM | =Salesforce, SFDC, Salesforce.com, Sales Cloud
HubSpot | HubSpot CRM, HubSpot Marketing Hub
Zoho CRM | Zoho
Pipedrive | Pipedrive CRM
Microsoft Dynamics CRM Sales | Dynamics Sales
Outreach.io | Outreach sequences, Salesloft
LinkedIn Sales Navigator | Sales Navigator
ZoomInfo | Zoom Info, Apollo.io
SaaS Sales | software sales, SaaS, software as a service sales
Technical Sales | sales engineering, sales engineer, pre-sales, presales
Medical Device Sales | medical sales, device sales, surgical sales
Pharmaceutical Sales | pharma sales, pharmaceutical representative, drug rep
Insurance Sales Representative | insurance sales agent
Real Estate Sales | real estate agent, realtor, real estate license, licensed real estate agent, real estate sales associate
Real Estate Brokerage | real estate broker, broker associate
Property Management | property manager, residential property management, community association management
Leasing | leasing consultant, leasing agent, leasing specialist, apartment leasing
Multiple Listing Service | MLS listings, multiple listing, Matrix MLS
Commercial Real Estate | CRE, commercial leasing, commercial property
Mortgage Sales | mortgage sales, loan sales
Automotive Sales | car sales, auto sales, vehicle sales, car salesman
Retail Store Sales | store sales, in-store sales
Wholesale | wholesale sales, wholesale distribution
Route Sales | route sales representative, route salesperson
Door-to-Door Sales | door to door, canvassing, door-to-door
Event Sales | trade shows, tradeshows, trade show booth
Advertising Sales | ad sales, media sales
Sponsorship Sales | sponsorships, partnership sales
Fundraising | fundraiser, donor relations, development officer, major gifts, annual giving
Customer Acquisition | acquiring customers, new customer acquisition
Contract Renewals | renewals, renewal management
Proposal Writing Sales | RFP responses, RFP, request for proposal, sales proposals
Marketing | marketing experience, marketing coordinator, marketing specialist
Digital Marketing | online marketing, internet marketing, digital marketing specialist
Marketing Strategy | marketing plans, marketing planning, go-to-market, GTM strategy
Brand Management | branding, brand strategy, brand manager, brand development
Product Marketing | product marketing manager, PMM, product launches
Content Marketing | content strategy, content creation, content marketer
Copywriting | copywriter, ad copy, marketing copy, sales copy
Content Writing | content writer, blog writing, blogging, article writing
Search Engine Optimization | SEO, SEO optimization, on-page SEO, off-page SEO, keyword research
Search Engine Marketing | SEM, paid search, pay-per-click, PPC, Google Ads, AdWords, Bing Ads
Social Media Marketing | social media, social media management, SMM, social media manager
Social Media Advertising | Facebook Ads, Meta Ads, Instagram Ads, LinkedIn Ads, TikTok Ads, paid social
Community Management | online community, community manager
Influencer Marketing | influencer campaigns, influencer partnerships
Email Marketing | email campaigns, email newsletters, Mailchimp, Klaviyo, Constant Contact
Marketing Automation | Marketo, Pardot, Eloqua, marketing automation platform
Google Analytics | GA4, Google Analytics 4, web analytics, Universal Analytics
Google Tag Manager | GTM, tag management
Conversion Rate Optimization | CRO, conversion optimization, landing page optimization
Marketing Analytics | campaign analytics, marketing metrics, attribution
Market Research | market analysis, competitive analysis, competitor research, consumer research
Customer Segmentation | segmentation, audience targeting, personas
Campaign Management | marketing campaigns, campaign execution, integrated campaigns
Event Marketing | experiential marketing, event promotion
Trade Marketing | shopper marketing
Affiliate Marketing | affiliate programs, affiliates
Performance Marketing | growth marketing, growth hacking, user acquisition
Mobile Marketing | SMS marketing, text message marketing, app marketing
Video Marketing | YouTube marketing, video content
Video Production | videography, videographer, video shooting
Video Editing | Adobe Premiere Pro, Premiere Pro, Final Cut Pro, DaVinci Resolve, video editor
Motion Graphics | Adobe After Effects, After Effects, animation
Photography | photographer, product photography, photo shoots
Photo Editing | Adobe Lightroom, Lightroom, photo retouching, retouching
Graphic Design | graphic designer, visual design, layout design
Adobe Photoshop | Photoshop, PS Photoshop
Adobe Illustrator | Illustrator, =AI files
Adobe InDesign | InDesign
Adobe Creative Suite | Adobe Creative Cloud, Creative Cloud, Adobe CC, Adobe Creative Suite CS6
Canva | Canva design
Print Design | print collateral, brochures, flyers, print production design
Logo Design | logos, brand identity, visual identity
Packaging Design | package design
Web Design | web designer, website design
Public Relations | =PR, media relations, press releases, publicity, PR campaigns
Corporate Communications | internal communications, external communications, corporate comms
Crisis Communications | crisis PR, reputation management
Media Buying | media planning, media buyer, media planner
Advertising | ad campaigns, advertising campaigns, advertising agency
Programmatic Advertising | programmatic, DSP, demand-side platform, The Trade Desk
Out-of-Home Advertising | OOH, billboards
Radio and TV Advertising | broadcast advertising, TV commercials
Hispanic Marketing | Spanish-language marketing, multicultural marketing, Latino marketing
Local Marketing | local SEO, Google Business Profile, Google My Business
Reputation Management Online | online reviews management, review management, Yelp
Ecommerce | e-commerce, online store, ecommerce management, online retail
Shopify | Shopify store, Shopify Plus
Amazon Seller Central | Amazon marketplace, Amazon seller, Seller Central
Marketplace Management | eBay, Etsy, Walmart marketplace
Product Listings | listing optimization, product descriptions
Merchandise Planning | merchandise planner, assortment planning, allocation analyst
Retail Buying | retail buyer, buying, fashion buying
Category Management | category manager, category analysis
Pricing | price management, price setting
Loyalty Marketing | CRM marketing, retention marketing, lifecycle marketing
Customer Insights | consumer insights, customer analytics
Sales Reporting | sales reports, sales analytics, sales dashboards
Trade Show Coordination | exhibit management, trade show logistics
Promotional Events | brand ambassador, promotional model, product sampling, demos in store
Marketing Coordination | marketing assistant, marketing support
Public Speaking Sales | keynote presentations
Direct Mail | direct mail campaigns, mail campaigns
Direct Response Marketing | direct marketing, direct response
Sales Cycle Management | full sales cycle, full-cycle sales, end-to-end sales cycle
Upselling Accounts | account expansion, expansion revenue, land and expand
Client Retention Sales | customer retention sales, book of business
Franchise Sales | franchising, franchise development
Government Sales | public sector sales, GSA schedules
Export Sales | international sales, global sales
Hospitality Sales Management | hospitality sales
Luxury Sales | luxury retail, high-end retail, clienteling
Cosmetics Sales | beauty advisor, makeup artist, cosmetics, cosmetology
Hair Styling | hairstylist, hair stylist, barber, barbering
Nail Technician | manicurist, nail tech, pedicurist
Esthetics | esthetician, aesthetician, skin care, facials
`,
};
