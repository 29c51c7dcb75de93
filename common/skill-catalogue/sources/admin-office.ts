import type { SkillSource } from "../types";

/** Office software, administrative support, reception, records and office management. */
export const ADMIN_OFFICE: SkillSource = {
  category: "admin-office",
  lines: `
Microsoft Excel | =Excel, MS Excel, Excel spreadsheets, Microsoft Excel spreadsheets, Excel 365
Microsoft Word | =Word, MS Word, Microsoft Word documents
Microsoft PowerPoint | PowerPoint, MS PowerPoint, Power Point, PPT
Microsoft Outlook | =Outlook, MS Outlook, Outlook calendar
Microsoft Access | =Access, MS Access, Access databases
Microsoft Office | MS Office, Microsoft Office Suite, MS Office Suite, Office 365, Microsoft 365, O365, M365
Microsoft Teams | =Teams, MS Teams
Microsoft Project | MS Project, Microsoft Project Server
Microsoft Visio | Visio, MS Visio
Microsoft OneNote | OneNote
Google Workspace | G Suite, GSuite, Google Apps, Google Docs, Google Sheets, Google Drive
Google Sheets Formulas | Google Sheets functions
Adobe Acrobat | Acrobat, Adobe Acrobat Pro, PDF editing
DocuSign | Docu Sign, e-signature
Zoom | Zoom meetings, Zoom video conferencing
Slack | Slack messaging
Data Entry | data entry clerk, keying data, data input, data entry specialist
Typing | typing speed, touch typing, 60 WPM, 50 WPM, 70 WPM, words per minute
10-Key | ten key, 10 key, ten-key, 10-key by touch
Filing | filing systems, document filing, paper filing
Records Management | recordkeeping, record keeping, records retention
Document Management | document control, document management systems, DMS
Scanning and Indexing | document scanning, indexing, imaging documents
Calendar Management | managing calendars, calendaring, schedule management
Scheduling | appointment scheduling, scheduling appointments, scheduler
Travel Arrangements | travel booking, travel coordination, booking travel
Meeting Planning | meeting coordination, meeting minutes, minute taking
Event Planning | event coordination, event planner, events management
Executive Assistance | executive assistant, EA support, C-level support, executive support
Administrative Support | administrative assistant, admin assistant, administrative tasks, clerical support
Office Management | office manager, office administration, office operations
Reception | receptionist, front desk, front desk reception, greeting visitors
Multi-Line Phones | multi-line phone system, multi line phones, switchboard, PBX
Mail Handling | mailroom, mail processing, mail sorting, incoming mail
Office Supplies Management | office supply ordering, supply inventory office
Correspondence | business correspondence, letters and memos
Proofreading | proofreader, copy proofreading
Editing | copy editing, copyediting, editor
Transcription | transcriptionist, audio transcription, dictation
Medical Transcription | medical transcriptionist
Legal Transcription | legal transcriptionist
Notary Public | notary, notarizing, notarization, commissioned notary
Bilingual Office Support | bilingual receptionist, bilingual administrative assistant
Clerical Skills | clerical, clerical work, general office duties
Office Equipment | copiers, fax machines, printers and copiers, office machines
Spreadsheets | spreadsheet management, spreadsheet
Reporting | report preparation, generating reports, preparing reports
Presentations | presentation design, slide decks, creating presentations
Confidentiality | confidential information, discretion, handling confidential information
Facilities Coordination | facilities management, facilities coordinator, building maintenance coordination
Vendor Coordination | coordinating vendors, vendor scheduling
Purchasing Support | purchase requests, ordering supplies
Expense Tracking | tracking expenses, expense management
Timekeeping | time and attendance, timesheets, time tracking, Kronos, UKG
Database Management | database entry, maintaining databases
CRM Data Management | CRM updates, CRM data entry
Project Coordination | project coordinator, coordinating projects
Operations Support | operations assistant, operations coordinator
Board Relations | board meetings, board of directors support
Virtual Assistance | virtual assistant, remote assistant
Onboarding Paperwork | new hire paperwork, I-9 processing, I-9 verification, E-Verify
Front Office Operations | front office, front office manager
Visitor Management | visitor logs, badge issuing, visitor check-in
Dispatching | dispatcher, dispatch, dispatching drivers, radio dispatch
Order Entry | order processing, sales order entry, order entry clerk
Inventory Tracking Office | office inventory, asset tracking office
Organizational Skills | organized, organization skills, highly organized
Time Management | prioritization, managing priorities, meeting deadlines
Attention to Detail | detail oriented, detail-oriented, accuracy
Multitasking | multi-tasking, juggling multiple tasks
Written Communication | writing skills, business writing, written communication skills
Verbal Communication | oral communication, verbal communication skills, communication skills
Problem Solving | problem-solving, solving problems, analytical problem solving
Critical Thinking | analytical thinking, analytical skills
Teamwork | team player, collaboration, collaborative, teamwork skills
Leadership | leadership skills, team leadership, leading teams
Adaptability | flexibility, flexible, adaptable
Decision Making | decision-making, sound judgment
Interpersonal Skills | interpersonal, relationship building, people skills
Work Ethic | reliable, dependable, reliability, punctual, punctuality
Self-Motivated | self motivated, self-starter, self starter, works independently
Conflict Resolution | resolving conflicts, mediation skills
Negotiation | negotiating, negotiation skills
Public Speaking | presentations skills, public speaker, speaking engagements
Training and Mentoring | mentoring, coaching, training new employees, trained new hires
Process Improvement | continuous improvement, process optimization, workflow improvement
Policy Writing | policies and procedures, SOP writing, standard operating procedures
Business Analysis | business analyst, requirements gathering, business requirements
Project Management | project manager, managing projects, project planning
Project Management Professional | PMP, PMP certified, PMP certification
Certified ScrumMaster | CSM, scrum master, ScrumMaster
Change Management | organizational change, change management process, Prosci
Stakeholder Management | stakeholder engagement, stakeholder communication
Strategic Planning | strategy planning, business strategy
Operations Management | operations manager, business operations
Program Management | program manager, PgMP, program coordination
Risk Assessment Projects | project risk management, RAID logs
Budget Tracking | tracking budgets, budget monitoring
Contract Administration | contracts administration, contract management, contract coordinator
Grant Writing | grant proposals, proposal writing, grants writing
Research | research skills, conducting research, online research
Survey Design | surveys, questionnaire design, SurveyMonkey, Qualtrics
Smartsheet | Smart Sheet
Asana | Asana project management
Trello | Trello boards
Monday.com | monday com, Monday project management
Airtable | Air Table
=Notion | Notion workspace
Dropbox | Dropbox Business, Box.com
Lotus Notes | IBM Notes
QuickBooks Time | TSheets
Paperless Office | digitization, going paperless
Shorthand | stenography, steno
Court Reporting | court reporter, stenographer, realtime reporting
Postage Meter | postage, shipping labels, FedEx and UPS shipments, UPS shipping
Switchboard Operation | telephone operator, PBX operator
Secretary | secretarial, secretarial skills
Medical Front Desk | medical receptionist, medical reception
School Administration | school office, school secretary, student records
Church Administration | church office
Property Management Administration | leasing office, property administrator
Real Estate Administration | real estate assistant, transaction coordinator, transaction coordination
Permit Coordination | permits, permitting, permit applications
`,
};
