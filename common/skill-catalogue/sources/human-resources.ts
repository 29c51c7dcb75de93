import type { SkillSource } from "../types";

/** Recruiting, people operations, benefits, compensation, employee relations and training. */
export const HUMAN_RESOURCES: SkillSource = {
  category: "human-resources",
  lines: `
Human Resources | =HR, HR generalist, human resource management, people operations
Recruiting | recruiter, recruitment, talent acquisition, hiring
Full-Cycle Recruiting | full cycle recruiting, full-life cycle recruiting, 360 recruiting
Technical Recruiting | IT recruiting, tech recruiter, technical recruiter
Healthcare Recruiting | nurse recruiting, healthcare recruiter, clinical recruiting
Executive Search | headhunting, executive recruiting, retained search
High-Volume Recruiting | volume hiring, mass hiring, high volume hiring, hourly recruiting
Campus Recruiting | university recruiting, college recruiting, early careers
Sourcing Candidates | candidate sourcing, talent sourcing, sourcer, Boolean search, x-ray search
Candidate Screening | phone screens, screening candidates, resume screening, pre-screening
Interviewing | conducting interviews, interview scheduling, structured interviews, behavioral interviewing
Applicant Tracking Systems | ATS, applicant tracking system, =Greenhouse, =Lever, iCIMS, Taleo, Bullhorn, JobDiverse
Staffing | staffing agency, staffing industry, staffing coordinator, temp staffing
Job Descriptions | writing job descriptions, job postings, job ads
Offer Negotiation | offer letters, extending offers, offer management
Background Checks | background screening, pre-employment screening, drug screening
Employee Onboarding | onboarding, new hire orientation, orientation programs, new hire onboarding
Employee Offboarding | offboarding, exit interviews, separations
Employee Relations | ER investigations, workplace investigations, employee relations issues
Performance Management | performance reviews, performance appraisals, performance improvement plans, PIP
Employee Engagement | engagement surveys, culture initiatives, employee experience
Retention Strategies | employee retention, turnover reduction
Compensation | compensation analysis, comp analysis, salary benchmarking, pay equity
Benefits Administration | benefits, employee benefits, benefits enrollment, open enrollment
COBRA Administration | COBRA
Leave Management | leave of absence, leave administration, LOA
FMLA | family and medical leave act, FMLA administration
ADA Accommodations | reasonable accommodation, ADA, americans with disabilities act
Workers' Compensation | workers comp, workers compensation, work comp claims
401(k) Administration | 401k, 401(k), retirement plans, 403(b)
HRIS | human resources information system, HRIS systems, HRMS
BambooHR | Bamboo HR
UKG Pro | UltiPro, UKG Ready, Ultimate Software
Paycom | Paycom payroll
Paylocity | Paylocity payroll
=Gusto | Gusto payroll
Rippling | Rippling HR
SuccessFactors | SAP SuccessFactors
Oracle HCM | Oracle HCM Cloud, PeopleSoft HR, PeopleSoft
HR Compliance | employment law compliance, labor law compliance
Employment Law | labor law, labor laws, employment laws, FLSA, EEOC
EEO Compliance | EEO, equal employment opportunity, affirmative action, AAP, OFCCP
I-9 Compliance | I-9 audits, Form I-9
HR Policies | employee handbook, handbook development
Training and Development | learning and development, learning & development, training programs, employee training
Instructional Design | instructional designer, e-learning development, ADDIE, Articulate Storyline, Articulate 360
Learning Management Systems | LMS, Cornerstone OnDemand, learning management system
Leadership Development | management training, leadership training
Succession Planning | talent planning, talent reviews, 9-box
Talent Management | talent development, career development, career pathing
Organizational Development | OD, organization development, org design
Workforce Planning | headcount planning, strategic workforce planning
HR Analytics | people analytics, workforce analytics, HR metrics, HR reporting
Diversity Equity and Inclusion | DEI, diversity and inclusion, D&I, DE&I
Employer Branding | recruitment marketing, employer brand
Job Fairs | career fairs, hiring events
Employee Recognition | recognition programs, rewards and recognition
Labor Relations | union relations, collective bargaining, union contracts, grievances
Conflict Mediation HR | workplace mediation
HR Business Partner | HRBP, HR business partnering
SHRM-CP | SHRM CP, SHRM certified professional
SHRM-SCP | SHRM SCP
PHR | professional in human resources
SPHR | senior professional in human resources
aPHR | associate professional in human resources
HR Administration | HR assistant, HR coordinator, personnel administration, HR records
Employee Files | personnel files, employee records
Timekeeping Administration | attendance tracking, time and attendance administration
Job Classification | job evaluation, job leveling, job architecture
Salary Surveys | compensation surveys, market pricing
Incentive Compensation | commission plans, bonus plans, sales compensation
Equity Compensation | stock options, RSUs, equity plans
Payroll Coordination | payroll coordinator, payroll liaison
Immigration Support | H-1B, visa sponsorship, work visas
Relocation Support | employee relocation, relocation coordination
Safety Programs | safety training, safety committee, EHS programs
Drug-Free Workplace | drug testing, random drug testing
Unemployment Claims | unemployment insurance, UI claims
Terminations | termination meetings, involuntary terminations
Investigations HR | harassment investigations, complaint investigations
Mentorship Programs | mentoring programs
Employee Wellness | wellness programs, wellbeing programs
Credentialing | credentialing specialist, provider credentialing, license verification
Vendor Management Systems | VMS, Beeline, Fieldglass, SAP Fieldglass
Contingent Workforce Management | contingent labor, contractor management, MSP program
Recruitment Process Outsourcing | RPO
Employment Verification | verification of employment, VOE
Reference Checks | checking references, reference checking
`,
};
