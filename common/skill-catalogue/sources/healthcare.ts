import type { SkillSource } from "../types";

/** Nursing, allied health, clinical systems, certifications and medical office work. */
export const HEALTHCARE: SkillSource = {
  category: "healthcare",
  lines: `
Registered Nurse | RN, R.N., registered nursing, RN license
Licensed Practical Nurse | LPN, L.P.N., licensed vocational nurse, LVN
Certified Nursing Assistant | CNA, C.N.A., nursing assistant, nurse aide
Nurse Practitioner | NP, APRN, ARNP, advanced practice registered nurse
Certified Registered Nurse Anesthetist | CRNA, nurse anesthetist
Clinical Nurse Specialist | CNS nurse
Medical Assistant | certified medical assistant, CMA, registered medical assistant
Home Health Aide | HHA, home health aid
Patient Care Technician | PCT, patient care tech
Phlebotomy | phlebotomist, venipuncture, blood draw, blood draws, CPT phlebotomy
Patient Care | direct patient care, bedside care
Vital Signs | vitals, taking vital signs
Medication Administration | med pass, medication pass, administering medications
IV Therapy | intravenous therapy, IV insertion, IV starts, peripheral IV
Wound Care | wound management, wound dressing, WCC
Triage | patient triage, ED triage
Basic Life Support | BLS, BLS certification, BLS certified
Advanced Cardiac Life Support | ACLS, ACLS certification, ACLS certified
Pediatric Advanced Life Support | PALS, PALS certification
Neonatal Resuscitation Program | NRP
Trauma Nursing Core Course | TNCC
Cardiopulmonary Resuscitation | CPR, CPR certified, CPR certification
First Aid | first aid certified, first aid certification
Electronic Medical Records | EMR, EMRs, electronic medical record
Electronic Health Records | EHR, EHRs, electronic health record
Epic Systems | =Epic, Epic EHR, Epic EMR, EpicCare, Epic Hyperspace
Cerner | Cerner PowerChart, Oracle Health
Meditech | MEDITECH Expanse
Allscripts | Allscripts EHR
athenahealth | athenaOne, athena EHR
eClinicalWorks | eCW
NextGen Healthcare | NextGen EHR
PointClickCare | PCC EHR
Kareo | Kareo billing
HIPAA Compliance | HIPAA, HIPPA, health insurance portability and accountability act
Infection Control | infection prevention, infection control practices
Telemetry | telemetry nursing, tele nursing, cardiac telemetry
Intensive Care | ICU, intensive care unit, critical care, CCU, MICU, SICU
Emergency Department | emergency room, ED nursing, ER nursing, emergency nursing
Medical-Surgical Nursing | med-surg, med surg, medical surgical, medsurg
Labor and Delivery | L&D, labor & delivery, obstetric nursing
Neonatal Intensive Care | NICU, neonatal ICU
Pediatric Nursing | pediatrics nursing, peds nursing
Operating Room Nursing | perioperative nursing, periop, =OR nurse, circulating nurse
Post-Anesthesia Care | PACU, post anesthesia care unit
Oncology Nursing | oncology, chemotherapy administration
Dialysis | hemodialysis, dialysis technician, peritoneal dialysis
Psychiatric Nursing | behavioral health nursing, mental health nursing
Geriatric Care | geriatrics, elder care, senior care
Long-Term Care | LTC, skilled nursing, SNF, skilled nursing facility
Hospice Care | hospice, palliative care, end-of-life care
Home Health Care | home health, home care, in-home care
Case Management | nurse case management, care management, utilization review
Care Coordination | coordination of care, patient navigation
Discharge Planning | discharge planner
Patient Education | health education, patient teaching
Catheterization | foley catheter, urinary catheter insertion
Tracheostomy Care | trach care
Ventilator Management | mechanical ventilation, vent management
Respiratory Therapy | respiratory therapist, RRT, CRT respiratory
Physical Therapy | physical therapist, DPT, PT assistant, PTA, physical therapy assistant
Occupational Therapy | occupational therapist, OTR/L, COTA, occupational therapy assistant
Speech-Language Pathology | speech therapy, SLP, speech language pathologist
Radiologic Technology | radiology technologist, rad tech, x-ray technician, ARRT
Computed Tomography | CT scan, CT technologist, CAT scan
Magnetic Resonance Imaging | MRI, MRI technologist
Ultrasound | sonography, diagnostic medical sonography, sonographer, RDMS
Mammography | mammography technologist
Echocardiography | echo tech, cardiac sonography, RDCS
Electrocardiogram | EKG, ECG, 12-lead EKG, EKG technician
Cardiac Monitoring | heart monitoring, rhythm interpretation, arrhythmia recognition
Surgical Technology | surgical tech, scrub tech, CST, surgical technologist
Sterile Processing | sterile processing technician, CRCST, instrument sterilization
Pharmacy Technician | pharmacy tech, CPhT, PTCB
Medication Reconciliation | med reconciliation, med rec
Prescription Processing | prescription filling, dispensing medications
Compounding | sterile compounding, IV compounding, USP 797
Laboratory Testing | clinical laboratory, lab testing, lab technician
Medical Laboratory Science | MLS, medical technologist, MLT, clinical laboratory scientist
Specimen Collection | specimen processing, sample collection
Microbiology | microbiology lab
Hematology | hematology lab
Blood Bank | immunohematology, transfusion services
Histology | histotechnician, histotechnologist
Point-of-Care Testing | POCT, point of care testing, glucose monitoring
Medical Coding | medical coder, clinical coding, coding specialist
ICD-10 | ICD-10-CM, ICD 10, ICD10, ICD-10-PCS
CPT Coding | CPT codes, current procedural terminology
HCPCS | HCPCS coding, HCPCS Level II
Certified Professional Coder | CPC, CPC certified, AAPC certified
Certified Coding Specialist | CCS coder
Medical Billing | healthcare billing, medical biller, claims billing
Claims Processing | claims submission, insurance claims, claim adjudication
Insurance Verification | eligibility verification, benefits verification, insurance eligibility
Prior Authorization | pre-authorization, preauthorization, prior auth
Revenue Cycle Management | RCM, revenue cycle, healthcare revenue cycle
Denial Management | claim denials, denials management, appeals
Medicare | medicare billing, CMS guidelines
Medicaid | medicaid billing
Medical Terminology | medical vocabulary
Patient Scheduling | appointment scheduling medical, patient appointments
Patient Registration | patient intake, front desk medical, patient check-in
Medical Records | health information management, HIM, medical records management
Release of Information | ROI specialist, records release
Registered Health Information Technician | RHIT
Registered Health Information Administrator | RHIA
Clinical Documentation | clinical documentation improvement, CDI, charting, nursing documentation
Telehealth | telemedicine, virtual care, remote patient monitoring
Dental Assisting | dental assistant, chairside assisting, registered dental assistant
Dental Hygiene | dental hygienist, RDH, prophylaxis
Dental X-Rays | dental radiography
Optometric Assisting | optometric technician, ophthalmic technician, ophthalmic assistant
Veterinary Technician | vet tech, veterinary assistant, CVT, LVT
Emergency Medical Technician | EMT, EMT-B, EMT basic
Paramedic | EMT-P, NRP paramedic, advanced life support
Certified Medication Aide | CMA aide, medication aide, medication technician
Personal Care | activities of daily living, ADLs, personal care aide, PCA
Mobility Assistance | patient transfers, Hoyer lift, patient lifting
Dementia Care | Alzheimer's care, memory care
Behavioral Health | mental health, behavioral health technician, BHT
Applied Behavior Analysis | ABA, ABA therapy, registered behavior technician, RBT, BCBA
Substance Abuse Counseling | addiction counseling, CAC, substance use disorder
Crisis Intervention | crisis management clinical, CPI training, nonviolent crisis intervention
Social Work | LCSW, licensed clinical social worker, MSW, medical social work
Mental Health Counseling | LMHC, licensed mental health counselor, therapy sessions
Clinical Research | clinical trials, clinical research coordinator, CRC
Good Clinical Practice | ICH-GCP, good clinical practices
Institutional Review Board | IRB, IRB submissions
Pharmacovigilance | drug safety, adverse event reporting
Joint Commission Standards | JCAHO, TJC, joint commission
Quality Improvement | QI, quality assurance nursing, performance improvement
Patient Safety | fall prevention, patient safety protocols
Nutrition Counseling | dietetics, registered dietitian, dietitian
Diabetes Education | certified diabetes educator, CDE, diabetes management
Immunizations | vaccinations, vaccine administration, injections
Anesthesia | anesthesiology, anesthesia technician
Orthopedics | orthopedic nursing, ortho tech, orthopaedics
Cardiology | cardiac care, cardiovascular nursing
Cardiac Catheterization | cath lab, cardiac cath lab
Neurology | neuro nursing, neurological assessment, stroke care
Urgent Care | walk-in clinic
Primary Care | family medicine, internal medicine clinic
Occupational Health | employee health, occupational medicine
Public Health | community health, epidemiology, population health
Community Health Worker | CHW, health outreach
Medical Scribe | scribe, clinical scribe
Medical Interpreting | healthcare interpreter, medical interpreter, certified medical interpreter
Health Assessment | head-to-toe assessment, physical assessment, nursing assessment
Care Plans | nursing care plans, plan of care, care planning
Charge Nurse | charge nurse experience, nursing supervisor
Nurse Management | nurse manager, director of nursing, =DON, nursing leadership
Staff Development Nursing | nurse educator, clinical educator
Travel Nursing | travel nurse, travel assignments
Float Pool | float nurse, resource pool
Pediatric Care | pediatrics, pediatric patients
Ambulatory Care | outpatient care, outpatient clinic
Hospital Operations | hospital administration, healthcare administration
Healthcare Compliance | healthcare regulatory compliance, CMS compliance
OSHA Bloodborne Pathogens | bloodborne pathogens, BBP training
Durable Medical Equipment | DME, medical equipment
Massage Therapy | licensed massage therapist, LMT
Chiropractic Assisting | chiropractic assistant
Athletic Training | athletic trainer, ATC
Audiology | hearing testing, audiologist
Podiatry | podiatric medical assistant
Dermatology | dermatology clinic
Ophthalmology | eye care clinic
`,
};
