import type { SkillSource } from "../types";

/** Mechanical, electrical, civil, chemical, industrial and environmental engineering; design tools. */
export const ENGINEERING: SkillSource = {
  category: "engineering",
  lines: `
AutoCAD | Auto CAD, AutoCAD 2D, AutoCAD 3D, ACAD
AutoCAD Civil 3D | Civil 3D, C3D
Revit | Autodesk Revit, Revit MEP, Revit Architecture
SolidWorks | Solid Works, SOLIDWORKS
CATIA | CATIA V5
Siemens NX | Unigraphics, NX CAD
PTC Creo | Creo, Pro/ENGINEER, Pro Engineer
Autodesk Inventor | =Inventor
Fusion 360 | Autodesk Fusion
MicroStation | Bentley MicroStation
Computer-Aided Design | CAD, CAD drafting, CAD design, computer aided design
Drafting | drafter, draftsman, technical drafting, CAD drafter
3D Modeling | 3D modelling, 3D CAD, solid modeling
Finite Element Analysis | FEA, ANSYS, Abaqus, finite element
Computational Fluid Dynamics | CFD, ANSYS Fluent
MATLAB Simulink | Simulink
LabVIEW | Lab VIEW
Mechanical Engineering | mechanical engineer, mechanical design
Electrical Engineering | electrical engineer, electrical design
Civil Engineering | civil engineer, civil design
Structural Engineering | structural engineer, structural analysis, structural design
Chemical Engineering | chemical engineer, chemical process engineering
Industrial Engineering | industrial engineer, time studies, time and motion studies
Manufacturing Engineering | manufacturing engineer, process engineering, process engineer
Biomedical Engineering | biomedical engineer, medical device engineering
Environmental Engineering | environmental engineer, environmental compliance engineering
Aerospace Engineering | aerospace engineer, aeronautical engineering
Systems Engineering | systems engineer, MBSE, requirements engineering
Quality Engineering | quality engineer, supplier quality, SQE
Reliability Engineering | reliability engineer, FMEA, failure mode and effects analysis
Test Engineering | test engineer, test fixtures, validation testing
Design for Manufacturing | DFM, DFMA, design for assembly
Product Design | product development, new product development, NPD, industrial design
Prototyping Engineering | rapid prototyping, 3D printing, additive manufacturing
Tolerance Analysis | tolerance stack-up, stack up analysis
Bill of Materials | BOM, BOMs, bills of materials
Engineering Change Orders | ECN, engineering change notice, change orders engineering
Product Lifecycle Management | PLM, Windchill, Teamcenter, Agile PLM
HVAC Design | mechanical HVAC design, HVAC engineering, load calculations
Plumbing Design | plumbing engineering, fire protection design
MEP Engineering | MEP, mechanical electrical plumbing, MEP design, MEP coordination
Power Systems | power distribution, power engineering, electrical power systems
Circuit Design | circuit analysis, schematics, schematic capture
PCB Design | PCB layout, printed circuit board, Altium, Altium Designer, OrCAD, Eagle PCB
Analog Design | analog circuits
Digital Design | digital logic, FPGA, Verilog, VHDL
Control Systems | controls engineering, control engineer, process control, PID control
SCADA | supervisory control and data acquisition, HMI
Instrumentation | instrumentation and controls, I&C, instrument technician
Electrical Testing | electrical testing and commissioning, commissioning
Renewable Energy | solar energy, wind energy, solar PV, photovoltaic, clean energy
Energy Efficiency | energy audits, energy management, LEED
Battery Systems | battery technology, energy storage, BESS
Electric Vehicles | EV, EV charging
Robotics | robot programming, industrial robots, FANUC, ABB robots, KUKA
Automation Engineering | industrial automation, automation engineer, factory automation
Mechatronics | mechatronic systems
Thermodynamics | heat transfer, thermal analysis
Fluid Mechanics | fluid dynamics, hydraulic calculations
Materials Science | materials engineering, metallurgy, material selection
Corrosion Engineering | cathodic protection, corrosion control
Geotechnical Engineering | geotechnical, soil mechanics, foundations engineering
Transportation Engineering | traffic engineering, traffic studies, roadway design, highway design
Water Resources Engineering | hydraulics and hydrology, stormwater, stormwater management, drainage design
Wastewater Engineering | wastewater treatment, water treatment, utilities engineering
Site Development | site design, grading and drainage, site planning
Land Surveying | surveying, surveyor, survey crew, topographic survey, boundary survey
GIS | geographic information systems, ArcGIS, QGIS, Esri
Environmental Compliance | environmental permitting, environmental regulations, EPA compliance
Environmental Health and Safety | EHS, HSE, environmental health & safety
Industrial Hygiene | industrial hygienist, exposure monitoring
Process Safety Management | PSM, HAZOP, process hazard analysis
Professional Engineer | PE license, licensed professional engineer, P.E.
Engineer in Training | EIT, FE exam, fundamentals of engineering
Project Engineering | project engineer, engineering project management
Field Engineering | field engineer, field service engineering, field service technician
Technical Drawings Review | drawing review, design review
Specifications Writing | technical specifications, specs writing
Value Engineering | cost engineering
Statistical Process Control | SPC, control charts, process capability, Cpk
Design of Experiments | =DOE, designed experiments
Measurement System Analysis | MSA, gage R&R
PPAP | production part approval process, APQP
AS9100 | AS 9100, aerospace quality
IATF 16949 | TS 16949, automotive quality
Metrology | CMM, coordinate measuring machine, CMM programming
Nondestructive Testing | NDT, NDE, ultrasonic testing, magnetic particle, radiography testing
Calibration | instrument calibration, calibration technician
Electronics Technician | electronics tech, electronic troubleshooting, electronics repair
Electromechanical Assembly | electro-mechanical, electromechanical technician
Semiconductor Manufacturing | semiconductors, wafer fabrication, cleanroom
Pharmaceutical Manufacturing | pharma manufacturing, bioprocessing
Chemical Processing | chemical plant operations, process operator
Oil and Gas | oil & gas, petroleum engineering, drilling engineering
Mining Engineering | mine engineering, mineral processing
Marine Engineering | naval architecture, shipbuilding
Telecommunications Engineering | telecom engineering, RF engineering, fiber optics, fiber optic
Estimating Engineering | engineering estimates, cost estimating engineering
Engineering Documentation | technical reports engineering, engineering reports
Code Compliance Engineering | building codes engineering, NEC code, Florida Building Code, IBC, International Building Code
Energy Modeling | eQUEST, EnergyPlus
BIM | building information modeling, BIM coordination, Navisworks
Laser Scanning | point cloud, 3D laser scanning
`,
};
