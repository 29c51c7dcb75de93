import type { SkillSource } from "../types";

/** Customer service, call and contact centres, retail floor and client support. */
export const CUSTOMER_SERVICE: SkillSource = {
  category: "customer-service",
  lines: `
Customer Service | customer service skills, customer care, client service, serving customers
Customer Support | customer support representative, support agent, customer support specialist
Call Center | call centre, contact center, contact centre, call center agent, call center representative
Inbound Calls | inbound call center, handling inbound calls, answering calls
Outbound Calls | outbound call center, outbound calling, outbound dialing
High-Volume Calls | high call volume, high volume call center, 60+ calls per day
Phone Etiquette | telephone etiquette, professional phone manner
Active Listening | listening skills, empathetic listening
Empathy | empathetic, compassionate
De-escalation | de-escalating, handling difficult customers, irate customers, angry customers
Complaint Resolution | complaint handling, resolving complaints, customer complaints
Issue Resolution | first call resolution, FCR, resolving customer issues
Customer Retention | retention, save desk, churn reduction
Customer Satisfaction | CSAT, customer satisfaction scores, NPS, net promoter score
Average Handle Time | AHT, handle time
Quality Assurance Monitoring | call monitoring, call quality, QA monitoring calls
Escalation Management | escalations, handling escalations
Live Chat Support | chat support, live chat, web chat support
Email Support | email customer service, email ticket support
Omnichannel Support | omnichannel, multichannel support
Social Media Customer Service | social media support, social customer care
Technical Customer Support | tier 1 support, tier 2 support, level 1 support, L1 support, L2 support
Order Management | order tracking, order status, order fulfillment support
Returns and Exchanges | refunds, RMA, return merchandise authorization
Billing Inquiries | billing questions, billing support, payment inquiries
Account Management Service | account maintenance, customer accounts
Appointment Setting | appointment setter, setting appointments
Reservations | reservation agent, reservations booking
Customer Onboarding | client onboarding, new customer onboarding
Customer Success | customer success manager, CSM customer success, client success
Client Relations | client relationship management, client relations specialist
Customer Experience | CX, customer journey, customer experience management
Voice of the Customer | VoC, customer feedback
Help Center Content | knowledge base, knowledge base articles, FAQ writing
Scripts Adherence | call scripts, script adherence
Call Center Metrics | KPIs call center, service levels, SLA adherence
Workforce Management | WFM, call center scheduling, forecasting call volume, NICE IEX
Avaya | Avaya phone system, Avaya CMS
Genesys | Genesys Cloud, Genesys PureCloud
Five9 | Five9 dialer
NICE inContact | inContact, NICE CXone, CXone
Talkdesk | Talk desk
Twilio Flex | Twilio
Predictive Dialer | auto dialer, dialer systems
Salesforce Service Cloud | Service Cloud
HubSpot Service Hub | HubSpot Service
Intercom | Intercom chat
Gorgias | Gorgias helpdesk
Point of Sale | POS, POS systems, point-of-sale, cash register, register operation
Retail Sales | retail, retail associate, sales associate, sales floor
Merchandising | visual merchandising, merchandiser, product displays, planograms
Stocking Shelves | stocking, restocking, shelf stocking, replenishment
Loss Prevention | shrink prevention, asset protection, LP
Store Management | store manager, retail management, assistant store manager
Opening and Closing Procedures | opening and closing, store opening, closing duties
Cashiering | cashier, cashier experience, checkout
Upselling | upsell, cross-selling, cross-sell, suggestive selling
Product Knowledge | knowledge of products, product expertise
Customer Needs Assessment | needs assessment, identifying customer needs
Bilingual Customer Service | bilingual customer service representative, bilingual agent
Concierge Services | concierge, guest concierge
Patient Access | patient access representative, patient services representative
Member Services | member services representative, member support
Insurance Customer Service | policy service, policyholder service
Banking Customer Service | banking call center, bank customer service
Utility Customer Service | utilities call center, utility billing support
Telecommunications Support | telecom support, wireless customer service
Collections Calls | collections calls, collection calls, collector
Debt Recovery | recovery specialist, debt recovery calls
Telemarketing | telemarketer, telesales, phone sales
Survey Calls | market research calls, survey interviewing
Dispatch Customer Service | service dispatch, field service scheduling
Help Desk Customer Service | customer helpdesk
Remote Customer Service | work from home customer service, WFH agent, virtual call center
Customer Service Training | training agents, call center trainer
Team Lead Call Center | call center supervisor, team leader call center, floor supervisor
Service Recovery | service recovery skills, turning around unhappy customers
Professional Demeanor | professionalism, professional appearance
Patience | patient manner, calm under pressure
Positive Attitude | friendly, courteous, upbeat attitude
Fast-Paced Environment | fast paced, high-pressure environment
Multilingual Communication | multilingual, speaks several languages
Caller Verification | identity verification, account verification calls
CRM Software | CRM, customer relationship management, CRM systems
Ticket Triage | ticket routing, ticket prioritization
Product Support | product troubleshooting, device support
Warranty Claims | warranty processing, warranty support
Customer Education | educating customers, product demonstrations
Mystery Shopping | mystery shopper
Airline Customer Service | airline agent, ticket agent, gate agent, airport customer service
Ticketing Agent | ticket sales, box office
Front Desk Customer Service | front desk agent, front desk clerk
Client Intake | intake specialist, intake coordinator, new client intake
Call Logging | call documentation, case notes, call notes
Order Taking | taking orders, phone orders
Customer Loyalty Programs | loyalty program, rewards program
Store Inventory | store inventory counts, inventory counts retail
Price Changes | price tagging, pricing labels, markdowns
Fitting Room | fitting room attendant
Pharmacy Customer Service | pharmacy cashier, pharmacy clerk
Grocery Operations | grocery clerk, grocery store, deli clerk, bakery clerk
Produce Handling | produce clerk, produce department
Meat Cutting | meat cutter, butcher, butchering
Customer Surveys | post-call surveys, customer survey
Chat Concurrency | multiple chats, handling concurrent chats
Sales and Service | sales and service representative, universal agent
Complaint Documentation | complaint logging, complaint tracking
Customer Advocacy | customer advocate
Service Level Agreements | SLA, SLAs, service level agreement
`,
};
