import type { SkillSource } from "../types";

/** Languages, general workplace abilities and credentials asked for across every industry. */
export const GENERAL: SkillSource = {
  category: "general",
  lines: `
Spanish | Spanish language, fluent in Spanish, Spanish speaking, Spanish-speaking, bilingual Spanish, bilingual English/Spanish, bilingual English and Spanish, Español
Haitian Creole | Creole, Kreyol, Kreyòl, Haitian Creole speaking
Portuguese | Portuguese language, fluent in Portuguese, Brazilian Portuguese
French | French language, fluent in French
Russian | Russian language, fluent in Russian
Mandarin Chinese | Mandarin, Chinese Mandarin
Cantonese | Cantonese Chinese
Arabic | Arabic language
Hebrew | Hebrew language
Italian | Italian language
German | German language
Japanese | Japanese language
Korean | Korean language
Vietnamese | Vietnamese language
Tagalog | Filipino language
Hindi | Hindi language
Polish | Polish language
American Sign Language | ASL, sign language
Translation | translator, document translation, translating
Interpretation | interpreter, interpreting, consecutive interpretation, simultaneous interpretation
Bilingual | bilingual speaker, bilingual skills
Valid Driver's License | reliable transportation, own transportation
Security Clearance | secret clearance, top secret clearance, TS/SCI, active clearance
Level 2 Background Screening | Level 2 background check, AHCA Level 2, level II background
Drug Screening Clearance | passed drug screen
Class D Security License | D license, security officer license, Class D license
Class G Firearms License | G license, armed security license, Class G license
Security Guard | security officer, unarmed security, armed security, patrol officer, security guard services
Loss Prevention Investigations | store detective
Access Control Security | access control, badge access, gate control, access control monitoring
Video Surveillance Monitoring | CCTV monitoring, surveillance monitoring
Emergency Response | emergency preparedness, emergency procedures
Teaching | teacher, classroom teaching, lesson planning, classroom instruction
Substitute Teaching | substitute teacher
Tutoring | tutor, academic tutoring
Early Childhood Education | ECE, preschool teacher, early childhood, daycare teacher, CDA credential
Special Education | ESE, exceptional student education, special education teacher, IEP
English as a Second Language | ESL, ESOL, TESOL, TEFL, ELL
Classroom Management | behavior management classroom
Curriculum Development | curriculum design, lesson plans
Paraprofessional | teacher's aide, teacher assistant, paraeducator
Student Services | student affairs, academic advising, admissions counselor, financial aid
Library Services | librarian, library assistant, cataloging
Research and Analysis | analysis, analytical research
Customer-Facing Experience | public-facing, client-facing
Microsoft Office Specialist | MOS certification, MOS certified
Computer Literacy | computer skills, basic computer skills, computer proficient
Internet Research | web research, online databases
Social Media Literacy | social media savvy
Mathematics | math skills, mathematical, arithmetic
Reading Comprehension | reading skills
Physical Stamina | physically fit, physical endurance
Night Shift Availability | overnight shifts, night shifts, third shift, graveyard shift
Weekend Availability | weekends, available weekends, weekend shifts
Overtime Availability | overtime, willing to work overtime, mandatory overtime
Travel Availability | willing to travel, travel required, overnight travel
Remote Work | work from home, remote, telecommuting, WFH, virtual work
Volunteer Coordination | volunteer management, volunteers coordinator
Nonprofit Management | non-profit, nonprofit, non-profit management, NGO
Case Work | caseworker, case worker, social services, human services
Youth Development | youth programs, youth worker, mentoring youth
Elder Services | senior services, aging services
Property Preservation | property inspections, preservation
Agriculture | farming, farm work, agricultural, nursery work, greenhouse work
Horticulture | plant care, nursery management
Animal Care | animal handling, animal caretaker, zookeeping
Equine Care | horse care, grooming horses
Fishing Industry | commercial fishing, seafood processing
Military Experience | veteran, U.S. Army, U.S. Navy, U.S. Air Force, U.S. Marine Corps, military service
Leadership of Volunteers | volunteer leadership
Sustainability | sustainability programs, ESG, corporate sustainability
Quality Management Systems | QMS, quality management system
Continuous Learning | lifelong learning, quick learner, fast learner
Creativity | creative, creative thinking, innovative
Cultural Competence | cultural sensitivity, diverse populations, cultural awareness
Emotional Intelligence | EQ, emotional awareness
Resilience | stress management, working under pressure
Accountability | ownership, takes ownership, accountable
Initiative | proactive, takes initiative
Customer Focus | customer-focused, customer oriented, customer-centric
Results Orientation | results-driven, results driven, goal-oriented, goal oriented
Mentoring Peers | peer mentoring, buddy program
Planning and Organizing | planning skills, planning and organization
Coordination | coordinating, coordinator skills
Data Privacy Awareness | handling personal data, privacy awareness
Cash and Card Payments | card payments, credit card processing, payment processing
Inventory Awareness | stock awareness
Driving | driver, company vehicle, fleet vehicle driving
Chauffeur | chauffeur license, limousine driver, private driver
Rideshare Driving | rideshare, Uber driver, Lyft driver
Bus Driving | bus driver, school bus driver, transit operator
Forklift Safety Training | forklift trainer, forklift safety instructor
First Responder | first responder training, CERT team
Firefighting | firefighter, fire fighter, fire rescue, Firefighter I, Firefighter II
Law Enforcement | police officer, sheriff's deputy, corrections officer, correctional officer
Investigations | investigator, private investigator, investigative skills
`,
};
